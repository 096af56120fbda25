// The few Pango entry points FoldKit calls, declared against Pango's stable 1.x ABI, so the
// module needs no glib include paths (pkg-config's flags for pangocairo carry -pthread, which
// SwiftPM refuses). Linked from Debian's libpango1.0-dev.
#include <cairo/cairo.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct { int x; int y; int width; int height; } PangoRectangle;

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, int weight);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
void g_object_unref(void *object);

// Pango units per point (PANGO_SCALE) and the weights used (PangoWeight's values).
static const int foldkit_pango_scale = 1024;
static const int foldkit_pango_weight_normal = 400;
static const int foldkit_pango_weight_bold = 700;
