// note-entry: a note-taking app whose every change is saved as you type. See `--help`.
import Foundation
import NoteEntryApp

exit(NoteEntryProgram.run(argumentBytes: NoteEntryProgram.processArgumentBytes()))
