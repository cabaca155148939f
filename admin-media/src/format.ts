const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size in the interface language (en, nl, de or fr: Intl knows them as they are), 1024 a
 * step, one decimal from kilobytes up; nothing for an unknown size (a hosted video).
 */
export function formatFileSize(bytes: number | null | undefined, language: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** "1920 × 1080", or nothing without both sides. */
export function formatDimensions(width: number | null | undefined, height: number | null | undefined): string {
  return width && height ? `${width} × ${height}` : '';
}
