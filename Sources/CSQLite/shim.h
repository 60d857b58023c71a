// SQLite 3, the notes store's database engine.
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one fixed-argument wrapper per use.
// A read-only connection must never checkpoint on close (that would write to the file).
static inline int note_store_sqlite3_disable_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

// A connection to a file from elsewhere: SQL in its schema (views, defaults, generated columns)
// may call no function with side effects, and no SQL may change the file's structure
// (writable_schema is ignored while DEFENSIVE is on).
static inline int note_store_sqlite3_distrust_schema(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
}
static inline int note_store_sqlite3_set_defensive(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, (int *)0);
}
