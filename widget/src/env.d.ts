/** Set by the loader build to the UI chunk's content-hashed file name (see rollup.config.mjs). */
declare const __TOD_UI_CHUNK__: string;
