// A bare dynamic import, so the federation runtime negotiates the shared modules first.
import('./bootstrap');
