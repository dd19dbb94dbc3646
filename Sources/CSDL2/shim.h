// Includes SDL2, SDL2_image and SDL2_ttf from the folder pkg-config names (sdl2:
// /usr/include/SDL2 on Debian, $(brew --prefix)/include/SDL2 with Homebrew).
#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <dlfcn.h>
#include <stddef.h>

// Xlib's error event as <X11/Xlib.h> lays out XErrorEvent, declared here so the
// shim needs no X11 headers (SDL loads libX11 itself, at run time).
typedef struct {
    int type;
    void *display;
    unsigned long resourceid;
    unsigned long serial;
    unsigned char error_code;
    unsigned char request_code;
    unsigned char minor_code;
} SegueXErrorEvent;

typedef int (*SegueXErrorHandler)(void *display, SegueXErrorEvent *event);

// Xlib's codes: the BadWindow error, the X_SendEvent request.
enum { SEGUE_X_BAD_WINDOW = 3, SEGUE_X_SEND_EVENT = 25 };

// The handler Xlib had before `segue_install_x_error_handler`, and how many
// errors the Segue handler has let pass.
static inline SegueXErrorHandler *segue_previous_x_error_handler(void) {
    static SegueXErrorHandler previous = NULL;
    return &previous;
}
static inline unsigned long *segue_ignored_x_error_count(void) {
    static unsigned long count = 0;
    return &count;
}

// Lets pass a BadWindow error on X_SendEvent — a message sent to a window that no
// longer exists, which has nowhere to go and needs no answer — and hands every
// other error to the handler that was there before (Xlib's default prints it and
// exits). SDL 2.26 wakes a thread waiting in SDL_WaitEventTimeout by sending its
// window a message on a second display connection; when the window is destroyed
// right after an event woke the wait (a key that quits), the server can see the
// destruction first, and the error, read when SDL closes that connection with the
// default handler restored, ends the process with status 1 (SDL 2.28 clears the
// pending wakeup when a window is destroyed, libsdl-org/SDL#7550).
static int segue_x_error_handler(void *display, SegueXErrorEvent *event) {
    if (event != NULL && event->error_code == SEGUE_X_BAD_WINDOW && event->request_code == SEGUE_X_SEND_EVENT) {
        *segue_ignored_x_error_count() += 1;
        return 0;
    }
    SegueXErrorHandler previous = *segue_previous_x_error_handler();
    return previous != NULL ? previous(display, event) : 0;
}

// Loads libX11 (SDL's X11 driver later opens the same library) and installs
// `segue_x_error_handler` before SDL_Init, so that SDL saves it as the handler to
// restore when it shuts down. Returns 0 when libX11 cannot be loaded (no X11:
// nothing to do), 1 once installed; calling it again changes nothing.
static inline int segue_install_x_error_handler(void) {
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_GLOBAL);
    if (x11 == NULL) return 0;
    SegueXErrorHandler (*set)(SegueXErrorHandler) =
        (SegueXErrorHandler (*)(SegueXErrorHandler))dlsym(x11, "XSetErrorHandler");
    if (set == NULL) return 0;
    SegueXErrorHandler previous = set(segue_x_error_handler);
    if (previous != segue_x_error_handler) *segue_previous_x_error_handler() = previous;
    return 1;
}

// What to do when the connection to the X server is lost (the server went away),
// set through `DisplayLoss` in Swift. Xlib's own handler prints "XIO: fatal IO
// error" and exits 1 with nothing saved; this one hands over to the callback, which
// writes what the program holds and exits. Should the callback return, Xlib exits.
typedef void (*SegueDisplayLostCallback)(void);
static inline SegueDisplayLostCallback *segue_display_lost_callback(void) {
    static SegueDisplayLostCallback callback = NULL;
    return &callback;
}
static int segue_x_io_error_handler(void *display) {
    (void)display;
    SegueDisplayLostCallback callback = *segue_display_lost_callback();
    if (callback != NULL) callback();
    return 0;
}

// Installs `segue_x_io_error_handler` as Xlib's IO error handler, calling
// `callback` when the display is lost. Returns 0 when libX11 cannot be loaded.
static inline int segue_install_x_io_error_handler(SegueDisplayLostCallback callback) {
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_GLOBAL);
    if (x11 == NULL) return 0;
    typedef int (*SegueXIOErrorHandler)(void *);
    SegueXIOErrorHandler (*set)(SegueXIOErrorHandler) =
        (SegueXIOErrorHandler (*)(SegueXIOErrorHandler))dlsym(x11, "XSetIOErrorHandler");
    if (set == NULL) return 0;
    *segue_display_lost_callback() = callback;
    set(segue_x_io_error_handler);
    return 1;
}
// SDL 2 keeps a thread's error message (and any SDL_TLSSet value) in storage it
// frees only for the threads it starts itself: its pthread key has no destructor,
// so on any other thread that storage outlives the thread unless SDL_TLSCleanup
// runs on it first. `segue_release_sdl_thread_state_at_exit` arranges that call for
// the calling thread, once: a thread_local destructor (glibc's
// __cxa_thread_atexit_impl, what C++ thread_local uses), which glibc runs when the
// thread ends and before it clears pthread keys, so SDL's storage is still found.
// The main thread's runs at exit(). Returns 1 once arranged (on this call or an
// earlier one), 0 where the C library has no such hook (non-glibc systems: the
// storage is then left as SDL leaves it).
#if defined(__GLIBC__)
extern int __cxa_thread_atexit_impl(void (*destructor)(void *), void *object, void *dso_symbol);
static void segue_sdl_thread_ended(void *unused) {
    (void)unused;
    SDL_TLSCleanup();
}
#endif
static inline int segue_release_sdl_thread_state_at_exit(void) {
#if defined(__GLIBC__)
    static __thread int arranged = 0;
    if (arranged) return 1;
    // The third argument names the object file the destructor lives in (any address
    // inside it), which glibc keeps loaded until the destructor has run.
    if (__cxa_thread_atexit_impl(segue_sdl_thread_ended, NULL, (void *)&segue_sdl_thread_ended) != 0) return 0;
    arranged = 1;
    return 1;
#else
    return 0;
#endif
}
#endif
