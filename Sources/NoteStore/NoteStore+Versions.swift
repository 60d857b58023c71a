// Version history: the texts a note had before a save, a recovery, a restore or another
// program replaced them (schema 009), thinned as they age.

/// A text a note had.
public struct NoteVersion: Sendable, Equatable {
    /// Why a text was replaced.
    public enum Reason: String, Sendable {
        /// The note was saved again after a pause in editing.
        case edited
        /// A recovery file's text was saved over it.
        case recovered
        /// An earlier version was put back.
        case restored
        /// Another program changed the note.
        case elsewhere
        /// Another computer's copy changed the note, through the sync folder.
        case otherComputer = "other-computer"
        /// The note changed on two computers at once: this text lost to the newer one.
        case conflict
    }

    /// The version's own id, which `NoteStore.restoreVersion(id:)` takes; unique among all
    /// notes' versions.
    public let id: Int64
    /// The id of the note that had this text (`Note.id`).
    public let noteID: Int64
    /// Until when the note had this text (to the millisecond).
    public let replaced: NoteTime
    /// Why the note's text was replaced at `replaced`.
    public let reason: Reason
    /// The note's title then, as stored.
    public let title: String
    /// The note's text then, as stored.
    public let body: String
}

/// A text a note had, without the text: what a list of versions shows.
public struct NoteVersionSummary: Sendable, Equatable {
    /// The version's id (`NoteVersion.id`).
    public let id: Int64
    /// Until when the note had this text (to the millisecond).
    public let replaced: NoteTime
    /// Why the note's text was replaced at `replaced`.
    public let reason: NoteVersion.Reason
}

extension NoteStore {
    /// How long an editing pause must be for the next save to keep the text it replaces (s).
    public static let versionPause = 600.0
    /// The most versions one note keeps; the oldest go first. Schema 012 bounds other programs'
    /// versions by the same number as they are made.
    public static let versionsPerNote = 50
    /// How long a version is kept at most, in days of the store's clock (`expiryClockStep`);
    /// older ones are removed at an opening.
    public static let versionRetentionDays = 30

    /// Note `id`'s versions, newest first.
    public func versions(ofNote id: Int64) throws -> [NoteVersion] {
        try reading {
            let select = try database.prepare(
                """
                SELECT id, note_id, replaced, reason, title, body FROM note_versions WHERE note_id = ?1 ORDER BY replaced DESC, id DESC
                """)
            try select.bind(id, at: 1)
            var versions: [NoteVersion] = []
            while try select.step() { versions.append(Self.version(from: select)) }
            return versions
        }
    }

    /// Up to `limit` of note `id`'s versions without their texts, newest first, starting just
    /// after `after` (nil: the newest): a page of the history, which never reads a text.
    public func versionSummaries(ofNote id: Int64, after: NoteVersionSummary?, limit: Int) throws
        -> [NoteVersionSummary]
    {
        try reading {
            let select = try database.prepare(
                """
                SELECT id, replaced, reason FROM note_versions WHERE note_id = ?1 AND (replaced, id) < (?2, ?3)
                ORDER BY replaced DESC, id DESC LIMIT ?4
                """)
            try select.bind(id, at: 1)
            try select.bind(after?.replaced.millisecondsSince1970 ?? .max, at: 2)
            try select.bind(after?.id ?? .max, at: 3)
            try select.bind(Int64(limit), at: 4)
            var summaries: [NoteVersionSummary] = []
            while try select.step() {
                summaries.append(
                    NoteVersionSummary(
                        id: select.int64(at: 0), replaced: NoteTime(millisecondsSince1970: select.int64(at: 1)),
                        reason: NoteVersion.Reason(rawValue: select.string(at: 2)) ?? .edited))
            }
            return summaries
        }
    }

    /// Version `id` with its text; nil when it is gone (thinned, expired or its note deleted).
    public func version(id: Int64) throws -> NoteVersion? {
        try reading {
            let select = try database.prepare(
                "SELECT id, note_id, replaced, reason, title, body FROM note_versions WHERE id = ?1")
            try select.bind(id, at: 1)
            return try select.step() ? Self.version(from: select) : nil
        }
    }

    /// The version in the current row of a statement selecting id, note_id, replaced, reason,
    /// title and body.
    private static func version(from row: SQLiteStatement) -> NoteVersion {
        NoteVersion(
            id: row.int64(at: 0), noteID: row.int64(at: 1), replaced: NoteTime(millisecondsSince1970: row.int64(at: 2)),
            reason: NoteVersion.Reason(rawValue: row.string(at: 3)) ?? .edited, title: row.string(at: 4),
            body: row.string(at: 5))
    }

    /// Puts version `id` back as its note's text; the text it replaces becomes a version itself.
    /// - Throws: `NoteStoreError.noteNotFound` when the version or its note (outside the trash)
    ///   is gone.
    @discardableResult
    public func restoreVersion(id: Int64) throws -> SavedChanges {
        try writing {
            let select = try database.prepare("SELECT note_id, title, body FROM note_versions WHERE id = ?1")
            try select.bind(id, at: 1)
            guard try select.step() else { throw NoteStoreError.noteNotFound(id: id) }
            let (noteID, title, body) = (select.int64(at: 0), select.string(at: 1), select.string(at: 2))
            guard try readNote(id: noteID) != nil else { throw NoteStoreError.noteNotFound(id: noteID) }
            try keepVersion(ofNote: noteID, reason: .restored)
            return try writeChanges(id: noteID, title: title, body: body)
        }
    }

    /// Inside a write transaction: keeps note `id`'s stored title and body as a version
    /// replaced now, then thins the note's versions.
    func keepVersion(ofNote id: Int64, reason: NoteVersion.Reason) throws {
        let time = now().millisecondsSince1970
        let insert = try database.prepare(
            """
            INSERT INTO note_versions (note_id, replaced, reason, title, body) SELECT id, ?2, ?3, title, body FROM notes WHERE id = ?1
            """)
        try insert.bind(id, at: 1)
        try insert.bind(time, at: 2)
        try insert.bind(reason.rawValue, at: 3)
        try insert.step()
        try thinVersions(ofNote: id, now: time)
    }

    /// Inside a write transaction: thins, by the rule of the app's own saves, the versions of
    /// every note another program changed (its versions were made by schema 009's trigger, which
    /// thins nothing by age).
    func thinVersionsMadeElsewhere(now: Int64) throws {
        let select = try database.prepare("SELECT DISTINCT note_id FROM note_versions WHERE reason = 'elsewhere'")
        var notes: [Int64] = []
        while try select.step() { notes.append(select.int64(at: 0)) }
        for note in notes { try thinVersions(ofNote: note, now: now) }
    }

    /// Whether note `id`'s newest version has the title and body the note has now (a session that
    /// began, changed nothing for good and ended would else leave the same text twice).
    func newestVersionHoldsStoredText(ofNote id: Int64) throws -> Bool {
        let select = try database.prepare(
            """
            SELECT 1 FROM notes n JOIN note_versions v ON v.id = (SELECT id FROM note_versions WHERE note_id = ?1 ORDER BY replaced DESC, id DESC LIMIT 1)
            WHERE n.id = ?1 AND v.title = n.title AND v.body = n.body
            """)
        try select.bind(id, at: 1)
        return try select.step()
    }

    /// The most characters of a body's start and of its end that `replacesWholesale` compares.
    static let wholesaleEnds: Int64 = 32

    /// Whether `body` replaces note `id`'s stored body wholesale: the stored body is not empty,
    /// and `body` neither starts with its start nor ends with its end (each up to
    /// `wholesaleEnds` characters and half of it, one at least, so a short body's small edit
    /// keeps one of them). An edit anywhere else, typing at the end, a correction of the first word keep
    /// one end; all of it typed over, pasted over or deleted keeps neither. SQLite reads the two
    /// ends of the stored body: a long note is not copied out at each save.
    func replacesWholesale(bodyOfNote id: Int64, with body: String) throws -> Bool {
        let select = try database.prepare(
            """
            SELECT substr(body, 1, n), substr(body, -n) FROM (
                SELECT body, min(?2, max(1, length(body) / 2)) AS n FROM notes WHERE id = ?1 AND length(body) > 0)
            """)
        try select.bind(id, at: 1)
        try select.bind(Self.wholesaleEnds, at: 2)
        guard try select.step() else { return false }
        let (start, end) = (select.string(at: 0), select.string(at: 1))
        return !body.unicodeScalars.starts(with: start.unicodeScalars)
            && !body.unicodeScalars.reversed().starts(with: end.unicodeScalars.reversed())
    }

    /// Keeps, of note `id`'s versions, every one of the last hour, the newest of each hour of
    /// the last day and of each older day, at most `versionsPerNote` in all; deletes the rest.
    /// Age alone removes none here: the clock at a save may be weeks ahead, so versions expire
    /// by the store's clock at an opening (`removeExpired()`).
    private func thinVersions(ofNote id: Int64, now: Int64) throws {
        let select = try database.prepare(
            "SELECT id, replaced FROM note_versions WHERE note_id = ?1 ORDER BY replaced DESC, id DESC")
        try select.bind(id, at: 1)
        /// Which versions of a stretch of time stay: all of them, or the newest of its bucket.
        enum Keeping {
            case all
            case newest(inBucket: Int64)
        }
        let hour: Int64 = 3_600_000
        let day: Int64 = 86_400_000
        var kept = 0
        var bucketsSeen = Set<Int64>()
        var dropped: [Int64] = []
        while try select.step() {
            let (version, replaced) = (select.int64(at: 0), select.int64(at: 1))
            let age = now - replaced
            // Hour buckets count up from 1970, day buckets down from -1, so the two never meet.
            let keeping: Keeping =
                age < hour
                ? .all
                : age < day
                    ? .newest(inBucket: replaced / hour)
                    : .newest(inBucket: -1 - replaced / day)
            let keep =
                switch keeping {
                case .all: kept < Self.versionsPerNote
                case .newest(let bucket): kept < Self.versionsPerNote && bucketsSeen.insert(bucket).inserted
                }
            if keep { kept += 1 } else { dropped.append(version) }
        }
        let delete = try database.prepare("DELETE FROM note_versions WHERE id = ?1")
        for version in dropped {
            delete.reset()
            try delete.bind(version, at: 1)
            try delete.step()
        }
    }
}
