// note-entry: a note-taking app whose every change is saved as you type. See `--help`.
import Glibc
import NoteEntryApp

exit(NoteEntryProgram.run(argumentBytes: NoteEntryProgram.processArgumentBytes()))
