// The file descriptor of the display-server connection behind an SDL window, so the main loop can
// sleep in the run loop and still wake when the window system has input (Backends/SDL's
// SDLEventLoop). In C: SDL_syswm.h pulls in Xlib, whose names are kept out of Swift this way.
#ifndef RESPONDERKIT_SDL_CONNECTION_H
#define RESPONDERKIT_SDL_CONNECTION_H

/// The X11 connection's descriptor of `sdlWindow` (an `SDL_Window *`), or -1 when the window is not
/// on X11 (or SDL cannot say).
int responderkit_sdl_connection_fd(void *sdlWindow);

#endif
