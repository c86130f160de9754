// libdeflate (Debian 12: libdeflate-dev 1.14), as pkg-config names it: whole-buffer DEFLATE/zlib compression and
// CRC-32 for the PNG encoder. Nothing else lives here.
#include <libdeflate.h>
