// Registers ResponderKitSDL's window as UIApplicationMain's event loop when the library is linked
// (autoregister.c runs it before main). Defined in Swift: ResponderKitSDL/SDLEventLoop.swift.
void responderkit_sdl_register_event_loop(void);
