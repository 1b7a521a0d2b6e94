/** A slice of a file could not be read (moved, deleted or unreadable): spec 002 section 8, '文件{name}读取出错'. */
export class FileReadError extends Error {
  override readonly name = 'FileReadError';
}
