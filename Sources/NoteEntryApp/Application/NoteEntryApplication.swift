// The GtkApplication: one instance per desktop session, one main window.
import CGtk
import Glibc
import GtkBinding
import NoteStore

/// Runs note-entry's window as a `GtkApplication` (`org.placeholdertextview.NoteEntry`).
///
/// Starting the app again while it runs brings the running window forward (GApplication's
/// single-instance rule over D-Bus). A start with `--data-dir`, and screenshot mode, run as
/// separate, non-unique instances: they open the folder asked for, and work while the app is open.
@MainActor
final class NoteEntryApplication {
    /// The reverse-DNS application id (also the .desktop, metainfo and icon name).
    static let applicationID = "org.placeholdertextview.NoteEntry"

    private let options: CommandLineOptions
    private var application: UnsafeMutablePointer<GtkApplication>?
    private var mainWindow: MainWindow?
    /// The notes session, built with the application's window and kept until the app ends.
    private var session: NoteSession?
    private var terminationSignals: TerminationSignals?
    private var connections = SignalConnectionSet()
    private var failureStatus: Int32?
    private var redrawTicks: FrameTicks?
    private var searchProvider: ShellSearchProvider?
    /// Notes open in windows of their own; the app runs until they and the main window close.
    private var noteWindows: NoteWindows?
    /// Whether the main window is open: it may close while note windows keep the app running,
    /// and a closed window is never shown again.
    private var isMainWindowOpen = false
    /// How long a service-mode instance (started by D-Bus activation) waits for calls (ms).
    static let serviceInactivityTimeout: guint = 10_000
    /// What is kept between runs; nil in screenshot mode (its pictures show the window as
    /// designed) and when the settings schema is not installed.
    private var rememberedState: RememberedWindowState?

    /// An application that will do what `options` says (open the window or take a screenshot).
    init(options: CommandLineOptions) {
        self.options = options
    }

    /// Starts GTK, runs the application until its window closes (or the screenshot is saved),
    /// and returns the exit status: 0, or 1 without a display or when the screenshot failed.
    func run() -> Int32 {
        // Reading the whole database for damage takes longer than GTK's start with many notes:
        // it runs beside it, on a thread of its own.
        let connection = NoteStoreConnection(directory: options.dataDirectory)
        connection.startIntegrityCheck()
        do {
            try GtkRuntime.start()
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
            return 1
        }
        let isScreenshot = if case .screenshot = options.action { true } else { false }
        // A start that names its folder is its own instance: handing over to a running window
        // would show the user another folder's notes.
        let isOwnInstance = isScreenshot || options.dataDirectory != nil
        let isService = options.action == .service
        let flags =
            isOwnInstance
            ? G_APPLICATION_NON_UNIQUE : isService ? G_APPLICATION_IS_SERVICE : GApplicationFlags(rawValue: 0)
        let identity =
            isOwnInstance
            ? Self.applicationID
            : SingleInstanceIdentity.applicationID(
                forFolder: NoteStoreLocation.defaultDirectoryPath(), published: Self.applicationID)
        // A start that would hand over to a stopped or hung window says so in seconds.
        if !isOwnInstance, !isService, let reason = RunningInstanceCheck.unansweringInstance(of: identity) {
            StandardStream.error("\(CommandLineOptions.programName): \(reason)")
            return 1
        }
        guard let application = gtk_application_new(identity, flags) else { return 1 }
        self.application = application
        g_set_application_name(InterfaceText.windowTitle)
        if isService { g_application_set_inactivity_timeout(application.cast(), Self.serviceInactivityTimeout) }
        connections.add(SignalConnection(application, "activate") { [weak self] in self?.activate(connection) })
        // The Shell asks the published id's instance (the usual folder); an instance over
        // another default folder answers under its own id. A service is what the installed
        // service file starts for the published provider name, whatever folder the session's
        // environment names: it answers under that name for that folder, or the Shell's call
        // waits 25 s for a name nobody takes. The provider is on the bus before the application
        // takes its name, as the Shell's call that started it may follow at once.
        if !isOwnInstance {
            registerSearchProvider(connection, applicationID: isService ? Self.applicationID : identity)
        }
        let status = g_application_run(application.cast(to: GApplication.self), 0, nil)
        if let mainWindow { rememberedState?.save(mainWindow) }
        // Every clean exit leaves one self-contained database file.
        searchProvider?.unregister()
        session?.closeStores()
        terminationSignals?.remove()
        connections.disconnectAll()
        g_object_unref(application.raw)
        return failureStatus ?? status
    }

    /// Puts the Shell's search provider on the session bus (GApplication's own connection, the
    /// process's shared one); without a bus there is none, and a failure leaves the app without it.
    private func registerSearchProvider(_ connection: NoteStoreConnection, applicationID: String) {
        guard let application else { return }
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        do {
            searchProvider = try ShellSearchProvider(
                connection: bus, applicationID: applicationID, application: application.cast(),
                store: { try connection.store() },
                actions: .init(
                    openNote: { [weak self] id in self?.showingWindow { $0.showNote(id) } },
                    search: { [weak self] query in self?.showingWindow { $0.showSearch(for: query) } }))
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): no GNOME Shell search: \(error)")
        }
    }

    /// Opens the window if it is not open, brings it forward, then runs `body` on it.
    private func showingWindow(_ body: (MainWindow) -> Void) {
        guard let application else { return }
        if mainWindow == nil { g_application_activate(application.cast()) }
        guard let mainWindow, isMainWindowOpen else {
            noteWindows?.presentOne()
            return
        }
        mainWindow.present()
        body(mainWindow)
    }

    private func activate(_ connection: NoteStoreConnection) {
        if let mainWindow {
            // Started again with only note windows open: one of them comes forward.
            if isMainWindowOpen { mainWindow.present() } else { noteWindows?.presentOne() }
            return
        }
        AppStyleSheet.install()
        SystemColorScheme.follow()
        let isScreenshot = if case .screenshot = options.action { true } else { false }
        if isScreenshot, let settings = gtk_settings_get_default() {
            // A picture of the settled window: no sliding Done bar or info bar caught half way.
            GObjectProperty.set(settings.object, "gtk-enable-animations", false)
        }
        let session = Self.session(over: connection)
        session.listQuery.sort = RememberedListSort.sort
        // A screenshot shows the notes as they are: it changes neither them nor the folder.
        if !isScreenshot { session.chosenSyncFolder = options.syncFolder } else { session.syncDisabled = true }
        let window: MainWindow
        do {
            window = try MainWindow(session: session, application: application)
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
            failureStatus = 1
            quit()
            return
        }
        self.session = session
        mainWindow = window
        isMainWindowOpen = true
        if let application {
            let noteWindows = NoteWindows(
                session: session, mainEditor: window.editor, application: application,
                recovery: UnsavedTextRecovery(notesFolder: connection.directory))
            self.noteWindows = noteWindows
            window.onOpenInNewWindow = { [weak noteWindows] id in noteWindows?.open(id) }
            // A `[[link]]` followed in a note window opens its note in the main window.
            noteWindows.onOpenNote = { [weak self] title in self?.showingWindow { $0.showNote(titled: title) } }
            // Quit closes every window, the note windows first, each saving as it closes.
            window.onQuit = { [weak noteWindows] in noteWindows?.closeAll() }
            noteWindows.onQuit = { [weak self, weak noteWindows] in
                noteWindows?.closeAll()
                guard let self, isMainWindowOpen, let mainWindow else { return }
                gtk_window_close(mainWindow.window)
            }
            noteWindows.onOpenNoteID = { [weak self] id in self?.showingWindow { $0.showNote(id) } }
            // GtkApplication runs on while a note window is open; the main editor's widgets go now.
            connections.add(
                SignalConnection(window.window.cast(to: GtkWidget.self), "destroy") { [weak self, weak noteWindows] in
                    self?.isMainWindowOpen = false
                    noteWindows?.mainWindowClosed()
                })
        }
        if !isScreenshot { window.listOptions.onSortChange = { RememberedListSort.remember($0) } }
        session.start()
        if !isScreenshot {
            rememberedState = RememberedWindowState()
            rememberedState?.restore(window)
        }
        terminationSignals = TerminationSignals { [weak self] in self?.saveAndQuit() }
        DisplayConnectionLoss.install { [weak self] in self?.displayLost() }
        FirstFrameNotice(window: window.window) { [weak self] in self?.windowDrawn() }
        window.present()
    }

    /// The window is on screen. Once the note is complete (texts an earlier run could not save
    /// are recovered, a long body fills in after the first frame), announce it, and in
    /// screenshot mode capture it and quit.
    private func windowDrawn() {
        if getenv(CommandLineOptions.firstFrameReportVariable) != nil {
            StandardStream.output(CommandLineOptions.firstFrameLine)
        }
        guard let mainWindow else { return }
        let changesAfterFirstFrame = mainWindow.editor.isFilling || mainWindow.session.isRecoveringUnsavedTexts
        mainWindow.session.whenUnsavedTextsRecovered { [weak self, weak mainWindow] in
            mainWindow?.editor.whenFilled { self?.noteShown(needsNewFrames: changesAfterFirstFrame) }
        }
    }

    /// The note is complete in the drawn window.
    private func noteShown(needsNewFrames: Bool) {
        StandardStream.output(CommandLineOptions.readyLine)
        guard case .screenshot = options.action, let mainWindow else { return }
        guard needsNewFrames else { return capture() }
        // The last piece of the body is not on screen yet: a few frames, then the picture.
        var frames = 0
        redrawTicks = FrameTicks(on: mainWindow.window.cast()) { [weak self] _ in
            frames += 1
            guard frames > FirstFrameNotice.settlingTicks, let self else { return }
            redrawTicks?.cancel()
            gdk_display_sync(gtk_widget_get_display(mainWindow.window.cast()))
            capture()
        }
    }

    /// Screenshot mode: saves the picture and quits.
    private func capture() {
        guard case .screenshot(let file) = options.action, let mainWindow else { return }
        do {
            try WindowScreenshot.save(mainWindow.window, to: file)
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
            failureStatus = 1
        }
        quit()
    }

    /// SIGTERM, SIGINT or SIGHUP: save what is typed (or keep it for the next start), then
    /// quit; if it can be neither saved nor kept, stay open and say so. Input that already
    /// reached the app (keys queued behind the signal) is handled first, so it is saved too;
    /// background work (a huge note's layout, redraws) is not waited for.
    private func saveAndQuit() {
        GtkRuntime.handleQueuedInput()
        if let session, !session.prepareToQuit() { return }
        if let noteWindows, !noteWindows.finishForQuit() { return }
        quit()
    }

    /// The X display is gone: nothing can be drawn any more, and the process ends with status
    /// 1 when this returns. Save what is typed, or keep it for the next start.
    private func displayLost() {
        StandardStream.error(
            "\(CommandLineOptions.programName): lost the connection to the display; saving before quitting")
        guard let mainWindow, let session else { return }
        _ = session.prepareToQuit(showingProblems: false)
        _ = noteWindows?.finishForQuit()
        rememberedState?.save(mainWindow)
        session.closeStores()
    }

    /// The notes session over `connection` as the app runs it: the writer's thread, the saving
    /// policy with its main-loop timer and recovery folder, and the session over them.
    static func session(over connection: NoteStoreConnection) -> NoteSession {
        let folder = connection.resolvedDirectory
        let writer = NoteWriter { try NoteStore(directoryPath: folder) }
        let saving = NoteSaving(
            document: NoteDocument(), writer: writer, recovery: UnsavedTextRecovery(notesFolder: connection.directory),
            timer: MainLoopSaveTimer(), clock: { Double(g_get_monotonic_time()) / 1_000_000 },
            deliver: { MainLoopSource.post($0) })
        return NoteSession(connection: connection, saving: saving)
    }

    private func quit() {
        guard let application else { return }
        g_application_quit(application.cast(to: GApplication.self))
    }
}
