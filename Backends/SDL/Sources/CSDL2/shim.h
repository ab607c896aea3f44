// SDL2 and SDL2_ttf, from the system (Debian: libsdl2-dev, libsdl2-ttf-dev).
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
