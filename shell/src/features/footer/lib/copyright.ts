export const COPYRIGHT_YEAR = 2024;
