export function minifyCss(css: string): string;
