/**
 * The picker benchmark's organisation: 10,000 companies and departments, 8 levels deep, with the
 * names a heating group's tree has (城市热力公司 › 分公司 › 运行部 › 供热站 › 换热站 › 班组 …), so a
 * keyword such as 客服 or 调度 matches a few dozen to a few hundred nodes and 站 or 班 thousands.
 * Deterministic (a seeded generator), so every run and both pages measure the same tree.
 */
import type { SelectorNode } from '../../engine/data-source';

export const NODE_COUNT = 10_000;
export const LEVELS = 8;

/**
 * The keys typed into the search box, one at a time: 客服 (89 matches), 调度中心 (54 for 调度, 2 at
 * the end), 站 (1,702) and 班 (4,696) alone, 抢修 (484), each deleted again with Backspace.
 */
export const SEARCH_KEYS: readonly string[] = [
  '客',
  '服',
  'Backspace',
  'Backspace',
  '调',
  '度',
  '中',
  '心',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  '站',
  'Backspace',
  '班',
  'Backspace',
  '抢',
  '修',
  'Backspace',
  'Backspace',
];

/** The keywords SEARCH_KEYS passes through (for the report's match counts). */
export const KEYWORDS: readonly string[] = ['客', '客服', '调', '调度', '调度中', '调度中心', '站', '班', '抢', '抢修'];

const CITIES = ['哈尔滨', '长春', '沈阳', '呼和浩特', '太原', '石家庄', '济南', '乌鲁木齐'];
const DISTRICTS = ['城东', '城西', '城南', '城北', '开发区', '高新区', '河东', '河西', '新城', '老城', '江北', '滨湖'];
const HQ_DEPARTMENTS = ['综合办公室', '财务部', '人力资源部', '安全生产部', '客户服务中心', '生产调度中心', '工程管理部', '物资供应部'];
const BRANCH_DEPARTMENTS = ['运行部', '客服部', '维修部', '调度室', '计量所', '稽查队', '管网所', '热源厂'];
const STREETS = [
  '和平',
  '建设',
  '解放',
  '胜利',
  '光明',
  '友谊',
  '新华',
  '人民',
  '文化',
  '中山',
  '长江',
  '黄河',
  '振兴',
  '民主',
  '幸福',
  '东风',
];
/** The units below a department, by its name (sections and the rest: 片区组). */
const UNITS: Record<string, string> = {
  运行部: '供热站',
  维修部: '维修站',
  管网所: '管网巡检站',
  热源厂: '锅炉房',
  客服部: '客服网点',
  调度室: '调度值班室',
  计量所: '计量组',
  稽查队: '稽查组',
};
const SECTIONS = ['运行科', '技术科', '安全科', '综合科', '设备科', '计划科'];
const ESTATES = [
  '阳光',
  '锦绣',
  '丽景',
  '翠湖',
  '金桥',
  '华府',
  '龙湾',
  '枫林',
  '御景',
  '新苑',
  '佳园',
  '世纪',
  '春晖',
  '银河',
  '康居',
  '瑞祥',
];
const TEAMS = ['运行一班', '运行二班', '运行三班', '巡检组', '抢修班', '值班室', '维护组', '化验室'];
const CREWS = ['甲组', '乙组', '丙组', '丁组', '白班', '夜班'];
const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** Children per node at each level (mean; the generator varies it by one either way). */
const FAN_OUT = [6, 5, 4, 4, 3, 3, 3];

/** Mulberry32: a small seeded generator, so the tree is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Slot {
  node: SelectorNode;
  depth: number;
}

/** The name and kind of the `index`-th child of `parent` at `depth` (the root is depth 0). */
function childOf(
  parent: SelectorNode,
  depth: number,
  index: number,
  next: () => number,
): { fullName: string; type: 'company' | 'department' } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  switch (depth) {
    case 1:
      return { fullName: `${CITIES[index % CITIES.length]}热力有限公司`, type: 'company' };
    case 2:
      // Each city company: two or three district branches, then its own departments.
      return index < 3
        ? { fullName: `${DISTRICTS[(index * 5 + parent.id.length) % DISTRICTS.length]}分公司`, type: 'company' }
        : {
            fullName: HQ_DEPARTMENTS[(index - 3 + parent.id.length + Number(parent.id.slice(1))) % HQ_DEPARTMENTS.length]!,
            type: 'department',
          };
    case 3:
      return parent.type === 'company'
        ? { fullName: BRANCH_DEPARTMENTS[index % BRANCH_DEPARTMENTS.length]!, type: 'department' }
        : { fullName: SECTIONS[index % SECTIONS.length]!, type: 'department' };
    case 4:
      // What a department runs: stations, service points, duty rooms, by the streets they serve.
      return { fullName: `${pick(STREETS)}路${UNITS[parent.fullName] ?? '片区组'}`, type: 'department' };
    case 5:
      return { fullName: `${pick(ESTATES)}${pick(['小区', '花园', '家园', '苑'])}换热站`, type: 'department' };
    case 6:
      return { fullName: TEAMS[(index + Math.floor(next() * 3)) % TEAMS.length]!, type: 'department' };
    default:
      return { fullName: `${pick(CREWS)}${NUMERALS[index % NUMERALS.length]}`, type: 'department' };
  }
}

/** The tree: one group company on top, filled breadth first until it holds `count` nodes. */
export function organisationTree(count = NODE_COUNT, seed = 2024): SelectorNode[] {
  const next = random(seed);
  const root: SelectorNode = { id: 'o1', fullName: '北方智慧热力集团有限公司', type: 'company', organizeIds: ['o1'], children: [] };
  let made = 1;
  const queue: Slot[] = [{ node: root, depth: 0 }];
  for (let head = 0; head < queue.length && made < count; head++) {
    const { node, depth } = queue[head]!;
    if (depth + 1 >= LEVELS) break;
    const mean = FAN_OUT[depth]!;
    const children = depth === 0 ? mean : Math.max(1, mean - 1 + Math.floor(next() * 3));
    for (let i = 0; i < children && made < count; i++) {
      const id = `o${++made}`;
      const child: SelectorNode = { id, ...childOf(node, depth + 1, i, next), organizeIds: [...node.organizeIds!, id], children: [] };
      node.children!.push(child);
      queue.push({ node: child, depth: depth + 1 });
    }
  }
  return [root];
}

/** How many nodes of the tree have `keyword` in their name, and how deep the tree goes. */
export function treeFacts(
  roots: readonly SelectorNode[],
  keywords: readonly string[],
): { nodes: number; levels: number; matches: Record<string, number> } {
  const matches = Object.fromEntries(keywords.map((k) => [k, 0]));
  let nodes = 0;
  let levels = 0;
  const walk = (list: readonly SelectorNode[], depth: number) => {
    for (const node of list) {
      nodes++;
      levels = Math.max(levels, depth + 1);
      for (const k of keywords) if (node.fullName.includes(k)) matches[k]!++;
      if (node.children) walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return { nodes, levels, matches };
}
