/**
 * The file calls of spec 002 section 7.2 and reference 4.19 over the project's HTTP client (envelope,
 * token, session end): the chunk test and chunk upload of the chunked uploader, the merge (form-urlencoded),
 * the simple upload, download links, pack downloads and previews. Types and constants: ./files.ts.
 *
 * The upload calls (chunk test, chunk, merge, simple upload) show no notice of their own: the uploaders
 * word their failures (spec 002 section 8: the server's message for 1 s, images 1.5 s; a failed chunk is
 * tried again before anything is shown). The other calls fail as every call does (the client's notice).
 */
import type {
  ChunkAnswer,
  ChunkQuery,
  DownloadLink,
  MergeForm,
  PackDownloadAnswer,
  PackDownloadItem,
  PreviewQuery,
  UploaderAnswer,
} from './files';
import type { HttpClient, Notice } from './http-client';

/** What a simple upload or a merge may name besides the file (reference 4.19). */
export interface UploadExtra {
  pathType?: string;
  isAccount?: string;
  folder?: string;
}

export interface FileApi {
  /** `GET /api/file/chunk`: which chunks of the file (by MD5 `identifier`) the server holds already. */
  chunkTest(query: ChunkQuery): Promise<ChunkAnswer>;
  /** `POST /api/file/chunk`, multipart: the query's fields and the chunk as `file`; `signal` cancels it (a paused upload). */
  uploadChunk(query: ChunkQuery, chunk: Blob, signal?: AbortSignal): Promise<ChunkAnswer>;
  /** `POST /api/file/merge`, form-urlencoded: joins the chunks into the stored file. */
  merge(form: MergeForm): Promise<UploaderAnswer>;
  /** `POST /api/file/Uploader/{type}`, multipart `file` (+ pathType, isAccount, folder). */
  upload(type: string, file: Blob, fileName: string, extra?: UploadExtra): Promise<UploaderAnswer>;
  /** `GET /api/file/Download/{type}/{fileName}`: a short-lived link to the stored file. */
  downloadLink(type: string, fileName: string): Promise<DownloadLink>;
  /** `POST /api/file/PackDownload/{type}`: one zip of the files. */
  packDownload(type: string, files: PackDownloadItem[]): Promise<PackDownloadAnswer>;
  /**
   * `GET /api/file/Uploader/Preview`: the address to show the file at, the token appended
   * (spec 002 section 7.2); '' when the server has no preview of it.
   */
  preview(query: PreviewQuery): Promise<string>;
  /** A stored file's `url` (`/api/file/Image/…`) as the browser loads it (the base address joined). */
  fileUrl(url: string): string;
}

/**
 * What the upload field kinds and the uploader panel are given by the screen (engine `DataSource.files`):
 * the calls, the notices (the shell's toaster) and how a link is opened for download.
 */
export interface FileServices {
  api: FileApi;
  notify(notice: Notice): void;
  /** Starts the download of `url` (already resolved) as `name`; default: a link clicked in the page. */
  open?(url: string, name?: string): void;
  /** Called when a form first uses these services' uploader (the shell then mounts the floating panel). */
  onUse?(): void;
}

export interface FileApiOptions {
  /** The stored token (`bearer …`), appended to preview addresses as `token`. */
  getToken?: () => string | null | undefined;
}

const quiet = { errorNotice: false } as const;

/** The chunk fields as text, in the contract's order, without the absent ones. */
function chunkFields(query: ChunkQuery): [string, string][] {
  const keys: (keyof ChunkQuery)[] = [
    'chunkNumber',
    'chunkSize',
    'currentChunkSize',
    'totalSize',
    'identifier',
    'fileName',
    'relativePath',
    'totalChunks',
    'extension',
    'fileType',
  ];
  return keys.filter((key) => query[key] !== undefined && query[key] !== null).map((key) => [key, String(query[key])]);
}

/** `value` with `name=value` appended to its query (the address may hold one already). */
export function withQueryParam(address: string, name: string, value: string): string {
  const hashAt = address.indexOf('#');
  const base = hashAt >= 0 ? address.slice(0, hashAt) : address;
  const hash = hashAt >= 0 ? address.slice(hashAt) : '';
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

export function createFileApi(http: HttpClient, options: FileApiOptions = {}): FileApi {
  const segment = (text: string) => encodeURIComponent(text);
  return {
    chunkTest: async (query) => (await http.get<ChunkAnswer>('/api/file/chunk', Object.fromEntries(chunkFields(query)), quiet)).data,
    uploadChunk: async (query, chunk, signal) => {
      const form = new FormData();
      for (const [key, value] of chunkFields(query)) form.append(key, value);
      form.append('file', chunk, query.fileName);
      return (await http.post<ChunkAnswer>('/api/file/chunk', form, signal ? { ...quiet, signal } : quiet)).data;
    },
    merge: async (merge) => {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(merge)) if (value !== undefined && value !== null) form.append(key, String(value));
      return (await http.post<UploaderAnswer>('/api/file/merge', form, quiet)).data;
    },
    upload: async (type, file, fileName, extra = {}) => {
      const form = new FormData();
      form.append('file', file, fileName);
      for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') form.append(key, value);
      return (await http.post<UploaderAnswer>(`/api/file/Uploader/${segment(type)}`, form, quiet)).data;
    },
    downloadLink: async (type, fileName) => (await http.get<DownloadLink>(`/api/file/Download/${segment(type)}/${segment(fileName)}`)).data,
    packDownload: async (type, files) => (await http.post<PackDownloadAnswer>(`/api/file/PackDownload/${segment(type)}`, files)).data,
    preview: async (query) => {
      const address = (await http.get<string | null>('/api/file/Uploader/Preview', query)).data;
      if (typeof address !== 'string' || address === '') return '';
      const token = options.getToken?.();
      return token ? withQueryParam(http.resolveUrl(address), 'token', token) : http.resolveUrl(address);
    },
    fileUrl: (url) => http.resolveUrl(url),
  };
}
