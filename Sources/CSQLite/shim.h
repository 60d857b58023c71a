// SQLite 3, the notes store's database engine.
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one fixed-argument wrapper per use.
// A read-only connection must never checkpoint on close (that would write to the file).
static inline int note_store_sqlite3_disable_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
