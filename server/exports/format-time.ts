/** Times in exported and displayed values, in the server's local time zone as the spreadsheets show them. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in a JNPF display format (`yyyy-MM-dd HH:mm:ss` and its parts). */
export function formatTime(millis: number, format: string): string {
  const date = new Date(millis);
  const parts: Record<string, string> = {
    yyyy: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    dd: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => parts[token] ?? token);
}
