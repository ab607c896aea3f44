// Linking ResponderKitSDL is enough for UIApplicationMain to run the app in a window: this
// constructor runs before main and registers the window's event loop (used only when a display is
// there; a headless loop otherwise). No code in the app names the backend.
#include "responderkit_sdl_autoregister.h"

__attribute__((constructor)) static void responderkit_sdl_autoregister(void) {
    responderkit_sdl_register_event_loop();
}
