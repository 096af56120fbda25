#include <cairo/cairo.h>
#include <png.h>

// libpng's simplified-API constants as plain values (some are macro expressions).
static const unsigned int foldkit_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int foldkit_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int foldkit_png_image_flag_fast = PNG_IMAGE_FLAG_FAST;

#include <cairo/cairo-pdf.h>
