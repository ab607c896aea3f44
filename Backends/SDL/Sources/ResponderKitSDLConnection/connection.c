// See include/responderkit_sdl_connection.h.
#include "responderkit_sdl_connection.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

int responderkit_sdl_connection_fd(void *sdlWindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (sdlWindow == NULL || !SDL_GetWindowWMInfo((SDL_Window *)sdlWindow, &info)) return -1;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11 && info.info.x11.display != NULL) return ConnectionNumber(info.info.x11.display);
#endif
    return -1;
}
