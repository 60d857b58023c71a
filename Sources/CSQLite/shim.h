// SQLite 3, the notes store's database engine.
#include <sqlite3.h>
