/**
 * This release: the entry chunk's hashed file name (this module is part of it), which changes
 * whenever the app's code does. Data saved on the device carries it, so a new release never
 * reads what an old one saved in a shape it does not know.
 */
export const APP_BUILD = import.meta.url.split('/').pop() ?? 'dev'
