// Includes SDL2 by path rather than through pkg-config, which would pass the
// "-D_REENTRANT" flag SwiftPM refuses on every build.
#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#endif
