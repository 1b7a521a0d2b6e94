/**
 * `/home`, the workbench (issue 16; docs/portal.md): a welcome with the last sign-in, the user's unread
 * messages and notices, today's schedules, the work orders waiting for them (待处理工单, for a user who has
 * that menu) and shortcuts to their most used menus (counted by the server as they open them). Each card
 * loads on its own; a card whose call fails shows its empty state.
 */
import { useCallback } from 'react';
import { Badge, Button, Grid, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { MessageList, MessageListItem } from '../../api/messages';
import type { CommonMenu } from '../../api/portal';
import type { TodaySchedule } from '../../api/portal-client';
import { workOrderStatusLabels, type WorkOrderListItem } from '../../api/workorder';
import { DATE_TIME_FORMAT, DATE_TIME_SECONDS_FORMAT, formatDate } from '../../engine/format/date-format';
import { useBundleTranslation } from '../use-bundle-translation';
import { HOME_NAMESPACE, homeBundles } from './i18n';
import { useLoaded, type Loaded } from './use-loaded';
import { WorkbenchCard } from './WorkbenchCard';

/** What the workbench reads. */
export interface WorkbenchSources {
  unreadMessages(count: number): Promise<MessageList>;
  notices(count: number): Promise<MessageList>;
  todaySchedules(): Promise<TodaySchedule[]>;
  commonMenus(): Promise<CommonMenu[]>;
  /** The work orders waiting for the user, newest first; absent for a user without 待处理工单. */
  pendingWorkOrders?(count: number): Promise<{ list: WorkOrderListItem[]; pagination: { total: number } }>;
}

export interface HomePageProps {
  userName: string;
  /** The previous sign-in (CurrentUser's prevLogin*); time null for a first sign-in. */
  lastLogin: { time: number | null; place: string; ip: string } | null;
  sources: WorkbenchSources;
  /** A menu of the user by id, with its title and path; undefined when they no longer have it. */
  menuLink(menuId: string): { title: string; path: string } | undefined;
  onOpen(path: string): void;
  /** Where a work order of the card opens (its form), and the card's 更多 (the 待处理工单 list). */
  workOrderPaths?: { form(id: string): string; list: string };
}

const LIST_SIZE = 5;
const NO_WORK_ORDERS = () => Promise.resolve({ list: [] as WorkOrderListItem[], pagination: { total: 0 } });
type Translate = (key: string, options?: Record<string, unknown>) => string;

export function HomePage({ userName, lastLogin, sources, menuLink, onOpen, workOrderPaths }: HomePageProps) {
  const { t } = useBundleTranslation(HOME_NAMESPACE, homeBundles);
  const unread = useLoaded(useCallback(() => sources.unreadMessages(LIST_SIZE), [sources]));
  const notices = useLoaded(useCallback(() => sources.notices(LIST_SIZE), [sources]));
  const schedules = useLoaded(useCallback(() => sources.todaySchedules(), [sources]));
  const menus = useLoaded(useCallback(() => sources.commonMenus(), [sources]));
  const workOrders = useLoaded(useCallback(() => (sources.pendingWorkOrders ?? NO_WORK_ORDERS)(LIST_SIZE), [sources]));
  const toMessages = { label: t('more'), onClick: () => onOpen('/messageRecord') };

  return (
    <Stack gap="4" p="4" data-testid="workbench">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('welcome', { name: userName })}
        </Heading>
        {lastLogin ? (
          <Text color="fg.muted" fontSize="sm" data-testid="last-login">
            {lastLogin.time
              ? t('lastLogin', { time: formatDate(lastLogin.time, DATE_TIME_SECONDS_FORMAT), place: lastLogin.place, ip: lastLogin.ip })
              : t('firstLogin')}
          </Text>
        ) : null}
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap="4">
        <WorkbenchCard
          title={t('unread')}
          more={toMessages}
          extra={
            unread.state === 'ready' && unread.value.pagination.total ? (
              <Badge colorPalette="red">{t('unreadCount', { count: unread.value.pagination.total })}</Badge>
            ) : null
          }
        >
          <MessageLines loaded={unread} empty={t('noUnread')} t={t} onOpen={() => onOpen('/messageRecord')} />
        </WorkbenchCard>
        <WorkbenchCard title={t('notices')} more={toMessages}>
          <MessageLines loaded={notices} empty={t('noNotices')} t={t} onOpen={() => onOpen('/messageRecord')} />
        </WorkbenchCard>
        <WorkbenchCard title={t('schedules')}>
          <ScheduleLines loaded={schedules} t={t} />
        </WorkbenchCard>
        <WorkbenchCard
          title={t('workOrders')}
          more={sources.pendingWorkOrders && workOrderPaths ? { label: t('more'), onClick: () => onOpen(workOrderPaths.list) } : undefined}
          extra={
            workOrders.state === 'ready' && workOrders.value.pagination.total ? (
              <Badge colorPalette="orange">{t('workOrderCount', { count: workOrders.value.pagination.total })}</Badge>
            ) : null
          }
        >
          <WorkOrderLines loaded={workOrders} t={t} onOpen={(id) => workOrderPaths && onOpen(workOrderPaths.form(id))} />
        </WorkbenchCard>
        <WorkbenchCard title={t('shortcuts')}>
          <Shortcuts loaded={menus} menuLink={menuLink} onOpen={onOpen} t={t} />
        </WorkbenchCard>
      </Grid>
    </Stack>
  );
}

function MessageLines({ loaded, empty, t, onOpen }: { loaded: Loaded<MessageList>; empty: string; t: Translate; onOpen(): void }) {
  if (loaded.state === 'loading') return <Text color="fg.muted">{t('loading')}</Text>;
  const list: MessageListItem[] = loaded.state === 'ready' ? loaded.value.list : [];
  if (!list.length) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {list.map((message) => (
        <Wrap as="li" key={message.id} gap="2" justify="space-between" fontSize="sm">
          <Button
            variant="plain"
            size="sm"
            h="auto"
            p="0"
            fontWeight={message.isRead === '0' ? 'semibold' : 'normal'}
            onClick={onOpen}
            truncate
            maxW="70%"
          >
            {message.title}
          </Button>
          <Text color="fg.muted">{formatDate(message.releaseTime || message.lastModifyTime, DATE_TIME_FORMAT)}</Text>
        </Wrap>
      ))}
    </Stack>
  );
}

function WorkOrderLines({
  loaded,
  t,
  onOpen,
}: {
  loaded: Loaded<{ list: WorkOrderListItem[] }>;
  t: Translate;
  onOpen(id: string): void;
}) {
  if (loaded.state === 'loading') return <Text color="fg.muted">{t('loading')}</Text>;
  const list = loaded.state === 'ready' ? loaded.value.list : [];
  if (!list.length) return <Text color="fg.muted">{t('noWorkOrders')}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" data-testid="workbench-work-orders">
      {list.map((order) => (
        <Wrap as="li" key={order.id} gap="2" justify="space-between">
          <Button variant="plain" size="sm" h="auto" p="0" truncate maxW="65%" onClick={() => onOpen(order.id)}>
            {order.inbid} {order.customerName || order.ani}
          </Button>
          <Text color={order.overdue ? 'red.600' : 'fg.muted'}>
            {order.overdue ? t('overdue') : workOrderStatusLabels[order.status]}
          </Text>
        </Wrap>
      ))}
    </Stack>
  );
}

function ScheduleLines({ loaded, t }: { loaded: Loaded<TodaySchedule[]>; t: Translate }) {
  if (loaded.state === 'loading') return <Text color="fg.muted">{t('loading')}</Text>;
  const list = loaded.state === 'ready' ? loaded.value : [];
  if (!list.length) return <Text color="fg.muted">{t('noSchedules')}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
      {list.map((item) => (
        <Text as="li" key={item.id} truncate>
          <Text as="span" color="fg.muted" me="2">
            {item.allDay ? t('allDay') : `${item.startTime}-${item.endTime}`}
          </Text>
          {item.title}
        </Text>
      ))}
    </Stack>
  );
}

function Shortcuts({
  loaded,
  menuLink,
  onOpen,
  t,
}: {
  loaded: Loaded<CommonMenu[]>;
  menuLink: HomePageProps['menuLink'];
  onOpen(path: string): void;
  t: Translate;
}) {
  if (loaded.state === 'loading') return <Text color="fg.muted">{t('loading')}</Text>;
  const links = (loaded.state === 'ready' ? loaded.value : []).flatMap((menu) => {
    const link = menuLink(menu.id);
    return link ? [{ id: menu.id, ...link }] : [];
  });
  if (!links.length) return <Text color="fg.muted">{t('noShortcuts')}</Text>;
  return (
    <Wrap gap="2">
      {links.map((link) => (
        <Button key={link.id} size="sm" variant="outline" onClick={() => onOpen(link.path)}>
          {link.title}
        </Button>
      ))}
    </Wrap>
  );
}
