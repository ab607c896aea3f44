// libdbus-1, for the AT-SPI bridge (Debian's libdbus-1-dev).
#include <dbus/dbus.h>
