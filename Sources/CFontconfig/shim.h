// fontconfig (libfontconfig-dev), through which the SDL host finds the face it
// draws text with on Linux.
#ifndef SEGUE_CFONTCONFIG_SHIM_H
#define SEGUE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
