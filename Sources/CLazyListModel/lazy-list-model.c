/* See lazy-list-model.h. */
#include "lazy-list-model.h"

struct _PlaceholderLazyListModel {
  GObject parent;
  gint n_columns;
  GType *types;
  gint count;
  /* Changes at every insertion and deletion: iterators of before are refused. */
  gint stamp;
  LazyListModelFetch fetch;
  void *context;
};

typedef struct {
  GObjectClass parent_class;
} PlaceholderLazyListModelClass;

static void lazy_list_model_tree_model_init (GtkTreeModelIface *iface);

/* Registered as PlaceholderLazyListModel: a GType name is one for the whole process, so every type
 * the libraries register carries their prefix. */
G_DEFINE_TYPE_WITH_CODE (PlaceholderLazyListModel, lazy_list_model, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_TREE_MODEL, lazy_list_model_tree_model_init))

#define LAZY_LIST_MODEL(object) ((PlaceholderLazyListModel *) (object))

static void
lazy_list_model_finalize (GObject *object)
{
  g_free (LAZY_LIST_MODEL (object)->types);
  G_OBJECT_CLASS (lazy_list_model_parent_class)->finalize (object);
}

static void
lazy_list_model_class_init (PlaceholderLazyListModelClass *class)
{
  G_OBJECT_CLASS (class)->finalize = lazy_list_model_finalize;
}

static void
lazy_list_model_init (PlaceholderLazyListModel *model)
{
  model->stamp = 1;
}

/* A stamp no iterator of before has; never 0, which marks an invalid iterator. */
static void
renew_stamp (PlaceholderLazyListModel *model)
{
  model->stamp = model->stamp == G_MAXINT ? 1 : model->stamp + 1;
}

/* Whether `iter` is a current iterator of `model`, and then its row in `row`. */
static gboolean
row_of (PlaceholderLazyListModel *model, GtkTreeIter *iter, gint *row)
{
  if (iter == NULL || iter->stamp != model->stamp)
    return FALSE;
  gint position = GPOINTER_TO_INT (iter->user_data);
  if (position < 0 || position >= model->count)
    return FALSE;
  *row = position;
  return TRUE;
}

static gboolean
set_iter (PlaceholderLazyListModel *model, gint row, GtkTreeIter *iter)
{
  if (row < 0 || row >= model->count) {
    iter->stamp = 0;
    return FALSE;
  }
  iter->stamp = model->stamp;
  iter->user_data = GINT_TO_POINTER (row);
  iter->user_data2 = NULL;
  iter->user_data3 = NULL;
  return TRUE;
}

static GtkTreeModelFlags
get_flags (GtkTreeModel *tree_model)
{
  return GTK_TREE_MODEL_LIST_ONLY;
}

static gint
get_n_columns (GtkTreeModel *tree_model)
{
  return LAZY_LIST_MODEL (tree_model)->n_columns;
}

static GType
get_column_type (GtkTreeModel *tree_model, gint column)
{
  PlaceholderLazyListModel *model = LAZY_LIST_MODEL (tree_model);
  g_return_val_if_fail (column >= 0 && column < model->n_columns, G_TYPE_INVALID);
  return model->types[column];
}

static gboolean
get_iter (GtkTreeModel *tree_model, GtkTreeIter *iter, GtkTreePath *path)
{
  if (gtk_tree_path_get_depth (path) != 1) {
    iter->stamp = 0;
    return FALSE;
  }
  return set_iter (LAZY_LIST_MODEL (tree_model), gtk_tree_path_get_indices (path)[0], iter);
}

static GtkTreePath *
get_path (GtkTreeModel *tree_model, GtkTreeIter *iter)
{
  gint row;
  g_return_val_if_fail (row_of (LAZY_LIST_MODEL (tree_model), iter, &row), NULL);
  return gtk_tree_path_new_from_indices (row, -1);
}

static void
get_value (GtkTreeModel *tree_model, GtkTreeIter *iter, gint column, GValue *value)
{
  PlaceholderLazyListModel *model = LAZY_LIST_MODEL (tree_model);
  g_return_if_fail (column >= 0 && column < model->n_columns);
  g_value_init (value, model->types[column]);
  gint row;
  if (row_of (model, iter, &row) && model->fetch != NULL)
    model->fetch (model->context, row, column, value);
}

/* Moves `iter` `step` rows on; false (and `iter` invalid) when there is no such row. */
static gboolean
iter_step (GtkTreeModel *tree_model, GtkTreeIter *iter, gint step)
{
  PlaceholderLazyListModel *model = LAZY_LIST_MODEL (tree_model);
  gint row;
  if (!row_of (model, iter, &row)) {
    iter->stamp = 0;
    return FALSE;
  }
  return set_iter (model, row + step, iter);
}

static gboolean
iter_next (GtkTreeModel *tree_model, GtkTreeIter *iter)
{
  return iter_step (tree_model, iter, 1);
}

static gboolean
iter_previous (GtkTreeModel *tree_model, GtkTreeIter *iter)
{
  return iter_step (tree_model, iter, -1);
}

static gboolean
iter_children (GtkTreeModel *tree_model, GtkTreeIter *iter, GtkTreeIter *parent)
{
  /* Only the invisible root has children: the rows. */
  if (parent != NULL) {
    iter->stamp = 0;
    return FALSE;
  }
  return set_iter (LAZY_LIST_MODEL (tree_model), 0, iter);
}

static gboolean
iter_has_child (GtkTreeModel *tree_model, GtkTreeIter *iter)
{
  return FALSE;
}

static gint
iter_n_children (GtkTreeModel *tree_model, GtkTreeIter *iter)
{
  return iter == NULL ? LAZY_LIST_MODEL (tree_model)->count : 0;
}

static gboolean
iter_nth_child (GtkTreeModel *tree_model, GtkTreeIter *iter, GtkTreeIter *parent, gint n)
{
  if (parent != NULL) {
    iter->stamp = 0;
    return FALSE;
  }
  return set_iter (LAZY_LIST_MODEL (tree_model), n, iter);
}

static gboolean
iter_parent (GtkTreeModel *tree_model, GtkTreeIter *iter, GtkTreeIter *child)
{
  iter->stamp = 0;
  return FALSE;
}

static void
lazy_list_model_tree_model_init (GtkTreeModelIface *iface)
{
  iface->get_flags = get_flags;
  iface->get_n_columns = get_n_columns;
  iface->get_column_type = get_column_type;
  iface->get_iter = get_iter;
  iface->get_path = get_path;
  iface->get_value = get_value;
  iface->iter_next = iter_next;
  iface->iter_previous = iter_previous;
  iface->iter_children = iter_children;
  iface->iter_has_child = iter_has_child;
  iface->iter_n_children = iter_n_children;
  iface->iter_nth_child = iter_nth_child;
  iface->iter_parent = iter_parent;
}

PlaceholderLazyListModel *
lazy_list_model_new (gint n_columns, const GType *types, gint count, LazyListModelFetch fetch, void *context)
{
  g_return_val_if_fail (n_columns > 0 && types != NULL && count >= 0, NULL);
  PlaceholderLazyListModel *model = g_object_new (lazy_list_model_get_type (), NULL);
  model->n_columns = n_columns;
  model->types = g_memdup2 (types, sizeof (GType) * n_columns);
  model->count = count;
  model->fetch = fetch;
  model->context = context;
  return model;
}

GtkTreeModel *
lazy_list_model_as_tree_model (PlaceholderLazyListModel *model)
{
  return GTK_TREE_MODEL (model);
}

void
lazy_list_model_set_context (PlaceholderLazyListModel *model, void *context)
{
  model->context = context;
}

void
lazy_list_model_stop (PlaceholderLazyListModel *model)
{
  model->fetch = NULL;
  model->context = NULL;
}

gint
lazy_list_model_count (PlaceholderLazyListModel *model)
{
  return model->count;
}

void
lazy_list_model_insert (PlaceholderLazyListModel *model, gint row)
{
  g_return_if_fail (row >= 0 && row <= model->count && model->count < G_MAXINT);
  model->count++;
  renew_stamp (model);
  GtkTreeIter iter;
  set_iter (model, row, &iter);
  GtkTreePath *path = gtk_tree_path_new_from_indices (row, -1);
  gtk_tree_model_row_inserted (GTK_TREE_MODEL (model), path, &iter);
  gtk_tree_path_free (path);
}

void
lazy_list_model_delete (PlaceholderLazyListModel *model, gint row)
{
  g_return_if_fail (row >= 0 && row < model->count);
  model->count--;
  renew_stamp (model);
  GtkTreePath *path = gtk_tree_path_new_from_indices (row, -1);
  gtk_tree_model_row_deleted (GTK_TREE_MODEL (model), path);
  gtk_tree_path_free (path);
}

void
lazy_list_model_change (PlaceholderLazyListModel *model, gint row)
{
  GtkTreeIter iter;
  g_return_if_fail (set_iter (model, row, &iter));
  GtkTreePath *path = gtk_tree_path_new_from_indices (row, -1);
  gtk_tree_model_row_changed (GTK_TREE_MODEL (model), path, &iter);
  gtk_tree_path_free (path);
}

gboolean
lazy_list_model_iter (PlaceholderLazyListModel *model, gint row, GtkTreeIter *iter)
{
  return set_iter (model, row, iter);
}

gint
lazy_list_model_row (PlaceholderLazyListModel *model, GtkTreeIter *iter)
{
  gint row;
  return row_of (model, iter, &row) ? row : -1;
}
