/** The widest window that still uses the mobile navigation (the spec's breakpoint). */
export const MOBILE_MAX_WIDTH = 996;
