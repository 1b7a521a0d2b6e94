/** 在线用户: the page schema over the online-user calls (server/routes/online-users.ts). */
import '../../../widgets';
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { HttpClient, Notice } from '../../../api';
import type { DataSource } from '../../../engine/data-source';
import { EnginePage } from '../../../engine/page';
import { onlineUsersPage } from '../../../schemas/pages/online-users';
import { createOnlineUsersSource } from './online-users-source';

export interface OnlineUsersScreenProps {
  http: HttpClient;
  form: DataSource;
  notify(notice: Notice): void;
}

export function OnlineUsersScreen({ http, form, notify }: OnlineUsersScreenProps) {
  const source = useMemo(() => createOnlineUsersSource(http, form), [http, form]);
  return (
    <Box p="3" data-testid="online-users-screen">
      <EnginePage schema={onlineUsersPage} dataSource={source} notify={notify} />
    </Box>
  );
}
