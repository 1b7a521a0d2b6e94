/**
 * The HTTP side of the chat (spec 000 sections 7.3 and 7.4, reference section 1.7): conversations,
 * contacts, deleting and hiding, and the image upload that precedes an image message.
 */
import type { PagedList } from './envelope';
import type { HttpClient } from './http-client';
import type { ImReply, ImUser, UploadedFile } from './messages';

export interface ContactQuery {
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

export interface ChatApi {
  /** `GET /api/message/imreply`: the caller's conversations, latest first. */
  conversations(): Promise<ImReply[]>;
  /** `GET /api/permission/Users/ImUser`: every other enabled user, paged, keyword on name and account. */
  contacts(query: ContactQuery): Promise<PagedList<ImUser>>;
  /** `DELETE /api/message/imreply/deleteChatRecord/{id}`: the caller's copy of the records with the peer; answers the server's message. */
  deleteRecords(peerId: string): Promise<string>;
  /** `DELETE /api/message/imreply/relocation/{id}`: hides the conversation until a new message; answers the server's message. */
  removeConversation(peerId: string): Promise<string>;
  /** `POST /api/file/Uploader/IM` (multipart `file`): one image, at most 5 MB. */
  uploadImage(file: Blob, fileName: string): Promise<UploadedFile>;
}

export function createChatApi(http: HttpClient): ChatApi {
  const peer = (id: string) => encodeURIComponent(id);
  return {
    conversations: async () => (await http.get<{ list: ImReply[] }>('/api/message/imreply')).data.list,
    contacts: async ({ keyword, currentPage, pageSize }) =>
      (await http.get<PagedList<ImUser>>('/api/permission/Users/ImUser', { keyword: keyword?.trim() ?? '', currentPage, pageSize })).data,
    deleteRecords: async (peerId) => (await http.delete(`/api/message/imreply/deleteChatRecord/${peer(peerId)}`)).msg,
    removeConversation: async (peerId) => (await http.delete(`/api/message/imreply/relocation/${peer(peerId)}`)).msg,
    uploadImage: async (file, fileName) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (await http.post<UploadedFile>('/api/file/Uploader/IM', form)).data;
    },
  };
}
