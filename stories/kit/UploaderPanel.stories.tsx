import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { ChunkUploader } from '../../widgets/kit/uploader/uploader';
import { UploaderPanel } from '../../widgets/kit/uploader/UploaderPanel';
import { createFakeFileServices } from '../fixtures/file-services';

/**
 * The floating uploader panel (spec 002 sections 2.7 and 4.7) over file services held in memory: one file
 * in each status — 文件校验中 (its MD5 never finishes), 上传中 (a slow server), 暂停中, 等待上传, 上传失败
 * (the server loses its chunks) and 上传成功 — with the buttons each allows.
 */
function madeUpMd5(name: string): string {
  let out = '';
  for (let round = 0; round < 4; round++) {
    let hash = 2166136261 + round;
    for (const c of name) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out;
}

function PanelDemo({ collapsed, inline }: { collapsed: boolean; inline: boolean }) {
  const uploader = useMemo(() => {
    const services = createFakeFileServices({ latency: 60_000 });
    const quick = createFakeFileServices({ latency: 300 });
    const losing = createFakeFileServices({ lostChunks: 1_000 });
    const byName = (file: { name: string } | undefined) => file?.name ?? '';
    const pick = (name: string) => (name.startsWith('失败') ? losing.api : name.startsWith('完成') ? quick.api : services.api);
    return new ChunkUploader({
      api: {
        chunkTest: (query) => pick(query.fileName).chunkTest(query),
        uploadChunk: (query, chunk) => pick(query.fileName).uploadChunk(query, chunk),
        merge: (form) => pick(form.fileName).merge(form),
      },
      notify: (notice) => console.info('notice', notice),
      // One at a time: the slow file keeps its place, so the one after it stays waiting.
      simultaneous: 1,
      // A made-up MD5 per name (the fake server does not check it); the checking file's never comes.
      hash: (file) => (byName(file as File).startsWith('校验') ? new Promise(() => undefined) : Promise.resolve(madeUpMd5(byName(file as File)))),
    });
  }, []);
  useEffect(() => {
    if (uploader.getSnapshot().length > 0) return;
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
    uploader.add(file('完成-巡检报告.pdf', 120_000), { type: 'annex' });
    uploader.add(file('失败-设备台账.xlsx', 40_000), { type: 'annex' });
    uploader.add(file('上传中-管网模型#3.zip', 12_000_000), { type: 'annex' });
    const paused = uploader.add(file('暂停-监控录像.mp4', 30_000_000), { type: 'annex' });
    uploader.add(file('等待-热力站照片.zip', 8_000_000), { type: 'annex' });
    uploader.add(file('校验中-年度汇总.xlsx', 2_000_000), { type: 'annex' });
    const timer = setTimeout(() => uploader.pause(paused.id), 50);
    return () => clearTimeout(timer);
  }, [uploader]);
  return (
    <Box p="6" minH="100vh">
      <Text fontSize="sm" color="fg.muted" mb="4">
        The panel sits at the bottom right of the page ({inline ? 'here drawn in place' : 'fixed'}).
      </Text>
      <UploaderPanel uploader={uploader} collapsed={collapsed} inline={inline} />
    </Box>
  );
}

const meta = {
  title: 'Kit/Uploader panel',
  component: PanelDemo,
  args: { collapsed: false, inline: false },
} satisfies Meta<typeof PanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {};
export const Collapsed: Story = { args: { collapsed: true } };
export const InPlace: Story = { args: { inline: true } };
