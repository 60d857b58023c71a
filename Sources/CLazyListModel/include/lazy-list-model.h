/* A flat GtkTreeModel of a number of rows whose values are asked for when GTK needs them: the
 * rows are positions 0 ..< count, and every value comes from one callback. GTK reads values only
 * for the rows it draws or an accessibility client reads, so a list of 100,000 rows costs the
 * tree view's row tree (a few bytes per row) and the values of the rows on screen.
 *
 * Its owner says what changed: a row inserted, deleted or changed; the
 * model emits row-inserted, row-deleted, row-changed as GtkTreeModel prescribes. Iterators hold
 * a position and the model's stamp, which changes with every insertion and deletion, so an
 * iterator from before a change is refused.
 * Names carry no placeholder_ prefix of the widget's C API, so the shared library's version
 * script keeps them local.
 */
#ifndef LAZY_LIST_MODEL_H
#define LAZY_LIST_MODEL_H

#include <gtk/gtk.h>

/* Fills `value` (already initialised to the column's type) with column `column` of row `row`. */
typedef void (*LazyListModelFetch) (void *context, gint row, gint column, GValue *value);

typedef struct _PlaceholderLazyListModel PlaceholderLazyListModel;

/* A model of `count` rows with `n_columns` columns of `types`, read through `fetch` with `context`. */
PlaceholderLazyListModel *lazy_list_model_new (gint n_columns, const GType *types, gint count, LazyListModelFetch fetch,
                                    void *context);
/* The `context` the callback receives from now on. */
void lazy_list_model_set_context (PlaceholderLazyListModel *model, void *context);
/* The model as a GtkTreeModel (the same object). */
GtkTreeModel *lazy_list_model_as_tree_model (PlaceholderLazyListModel *model);
/* From now on values are the columns' defaults: the owner is gone. */
void lazy_list_model_stop (PlaceholderLazyListModel *model);
/* How many rows there are. */
gint lazy_list_model_count (PlaceholderLazyListModel *model);
/* A row was inserted at `row` (0 ... count): emits row-inserted. */
void lazy_list_model_insert (PlaceholderLazyListModel *model, gint row);
/* Row `row` was deleted: emits row-deleted. */
void lazy_list_model_delete (PlaceholderLazyListModel *model, gint row);
/* Row `row`'s values changed: emits row-changed. */
void lazy_list_model_change (PlaceholderLazyListModel *model, gint row);
/* The iterator of `row`, false when there is no such row. */
gboolean lazy_list_model_iter (PlaceholderLazyListModel *model, gint row, GtkTreeIter *iter);
/* The row of `iter`, -1 when it is not one of this model's current iterators. */
gint lazy_list_model_row (PlaceholderLazyListModel *model, GtkTreeIter *iter);

#endif
