// Includes SDL2, SDL2_image and SDL2_ttf by path rather than through pkg-config,
// which would pass the "-D_REENTRANT" flag SwiftPM refuses on every build.
#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#endif
