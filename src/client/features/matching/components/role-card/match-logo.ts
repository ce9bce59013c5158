/** Match cards show a smaller, squarer logo than job pages. */
export const MATCH_LOGO = 'size-12 rounded-control text-sm';
