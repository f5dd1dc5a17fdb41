// A visitor's or staff member's text inside a SQL LIKE pattern: its own %, _ and \ match themselves, not any text
// (PostgreSQL's default escape character is the backslash).
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
