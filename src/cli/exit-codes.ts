// The command's exit codes, apart from io.ts so that `intentguard --help` loads nothing else.
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_UNUSABLE = 2;
