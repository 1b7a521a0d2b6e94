/**
 * The form designer (issue 18): the palette of every registered kind, the canvas showing the form as
 * it renders, the property panel generated from the kinds' settings, with undo/redo, copy, delete,
 * keyboard moves and a live preview. It edits the definition's `formData` text: `onChange` gets the
 * stored JNPF JSON a moment after each change (`flush()` gives it at once, for a save); a new text
 * from outside (the JSON view) is loaded as one undoable step. Files: docs/form-designer.md.
 */
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import type { DataSource } from '../../../engine/data-source';
import { fieldKinds, loadKinds, type KindRegistry } from '../../../engine/registry/registry';
import { Canvas } from './canvas/Canvas';
import { DesignerPreview } from './DesignerPreview';
import { DesignerStore } from './designer-store';
import { designerStyles } from './designer-styles';
import { DesignerDnd } from './dnd/DesignerDnd';
import { DesignLoadError } from './model/document';
import { allFields, newFormSettings } from './model/generation';
import { Palette } from './Palette';
import { PropertyPanel } from './PropertyPanel';
import type { DesignerServices } from './services';
import { Toolbar } from './Toolbar';
import { DesignerContext, useDesigner, useDesignerStore } from './use-designer';

/** How long after a change the text is handed on (typing a label hands it on once it pauses). */
const emitMs = 150;
/** How long a text from outside must rest before it is loaded. */
const loadMs = 400;

export interface FormDesignerHandle {
  /**
   * Hands on the latest text now and gives it; undefined when the designer has nothing newer than the
   * text it was given (nothing designed yet, or a text from outside not loaded yet).
   */
  flush(): string | undefined;
}

export interface FormDesignerProps {
  /** The definition's `formData` as JSON text ('' for a new one). */
  formData: string;
  onChange(formData: string): void;
  services: DesignerServices;
  /** What the canvas's and preview's widgets read (dictionaries, pickers). */
  dataSource: DataSource;
  registry?: KindRegistry;
  ref?: Ref<FormDesignerHandle>;
}

type Parsed = { definition: unknown } | { problem: string };

function parse(text: string): Parsed {
  if (text.trim() === '') return { definition: newFormSettings('new') };
  try {
    return { definition: JSON.parse(text) as unknown };
  } catch {
    return { problem: '表单配置不是有效的 JSON' };
  }
}

function storeOf(text: string, registry: KindRegistry): { store?: DesignerStore; problem?: string } {
  const parsed = parse(text);
  if ('problem' in parsed) return { problem: parsed.problem };
  try {
    return { store: new DesignerStore(parsed.definition, registry) };
  } catch (error) {
    if (error instanceof DesignLoadError) return { problem: error.message };
    throw error;
  }
}

export function FormDesigner({ formData, onChange, services, dataSource, registry = fieldKinds, ref }: FormDesignerProps) {
  const [state, setState] = useState(() => storeOf(formData, registry));
  const { store } = state;
  const emitted = useRef(formData);
  const onChangeRef = useRef(onChange);
  // The text last given from outside: while it is not loaded yet, the designer's own is not the latest.
  // `accepted` is the outside text last loaded (a parent need not give the designer's own texts back).
  const incoming = useRef(formData);
  const accepted = useRef(formData);
  useEffect(() => {
    onChangeRef.current = onChange;
    incoming.current = formData;
  }, [onChange, formData]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flush = useMemo(() => {
    const run = (): string | undefined => {
      clearTimeout(timer.current);
      if (incoming.current !== emitted.current && incoming.current !== accepted.current) return undefined;
      if (!store || store.getState().history.past.length === 0) return emitted.current || undefined;
      const text = store.text();
      if (text !== emitted.current) {
        emitted.current = text;
        onChangeRef.current(text);
      }
      return text;
    };
    const later = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(run, emitMs);
    };
    return { run, later };
  }, [store]);
  useImperativeHandle(ref, () => ({ flush: flush.run }), [flush]);

  // Each change is handed on once the changes pause; whatever is pending is handed on when the designer goes.
  useEffect(() => {
    if (!store) return;
    let doc = store.doc;
    const unsubscribe = store.subscribe(() => {
      if (store.doc === doc) return;
      doc = store.doc;
      flush.later();
    });
    return () => {
      unsubscribe();
      flush.run();
    };
  }, [store, flush]);

  // A text from outside (the JSON view) is loaded once it rests; the designer's own texts come back unchanged.
  useEffect(() => {
    if (formData === emitted.current) return;
    const timer = setTimeout(() => {
      emitted.current = formData;
      accepted.current = formData;
      const parsed = parse(formData);
      if ('problem' in parsed) return setState((current) => ({ ...current, problem: parsed.problem }));
      if (!store) return setState(storeOf(formData, registry));
      try {
        if (JSON.stringify(parsed.definition) !== store.text()) store.replace(parsed.definition);
        setState({ store });
      } catch (error) {
        if (error instanceof DesignLoadError) setState({ store, problem: error.message });
        else throw error;
      }
    }, loadMs);
    return () => clearTimeout(timer);
  }, [formData, store, registry]);

  // The kinds of the definition first, then every other (the palette may add any).
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let current = true;
    const used = new Set<string>();
    if (store) for (const field of allFields(store.doc.fields.map((node) => node.field))) used.add(String(field.__config__.jnpfKey));
    loadKinds(used, registry)
      .then(() => current && setLoaded((n) => n + 1))
      .then(() => loadKinds(undefined, registry))
      .then(
        () => current && setLoaded((n) => n + 1),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [store, registry]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed as kinds' styles arrive
  const css = useMemo(() => designerStyles(registry), [registry, loaded]);

  if (!store)
    return (
      <Box data-testid="form-designer" p="4" color="fg.error" fontSize="sm" role="alert">
        {state.problem}：请在 JSON 中修正后再设计。
      </Box>
    );
  return (
    <DesignerContext.Provider value={store}>
      <DesignerLayout css={css} problem={state.problem} services={services} dataSource={dataSource} />
    </DesignerContext.Provider>
  );
}

const typing = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function DesignerLayout({
  css,
  problem,
  services,
  dataSource,
}: {
  css: object;
  problem?: string;
  services: DesignerServices;
  dataSource: DataSource;
}) {
  const [preview, setPreview] = useState(false);
  const canvas = useRef<HTMLDivElement>(null);
  const announcement = useDesigner((state) => state.announcement);
  const store = useDesignerStore();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (typing(event.target) || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) store.undo();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) store.redo();
    else return;
    event.preventDefault();
  };
  return (
    <Flex
      data-testid="form-designer"
      direction="column"
      flex="1"
      minH="0"
      borderWidth="1px"
      borderRadius="md"
      css={css}
      onKeyDown={onKeyDown}
    >
      <Toolbar preview={preview} onPreview={setPreview} />
      {problem && (
        <Text fontSize="xs" color="fg.warning" px="3" py="1" role="status">
          {problem}（设计器中是上一次有效的表单）
        </Text>
      )}
      <DesignerDnd canvas={canvas}>
        <Flex flex="1" minH="0">
          <Box w="210px" flexShrink={0} overflowY="auto" borderRightWidth="1px">
            <Palette />
          </Box>
          {/* The 24-column grid needs about 345 px: the preview shares the rest with the canvas, never squeezes it below
              that (a narrower canvas overflowed sideways and @dnd-kit scrolled it under the pointer, losing the drop). */}
          <Box flex="1" minW="360px" overflowY="auto" overflowX="hidden" bg="bg.subtle">
            <Canvas dataSource={dataSource} canvasRef={canvas} />
          </Box>
          {preview && (
            <Box flex="1" minW="0" borderLeftWidth="1px" minH="0">
              <DesignerPreview dataSource={dataSource} />
            </Box>
          )}
          <Box w="320px" flexShrink={0} borderLeftWidth="1px" minH="0" display="flex" flexDirection="column">
            <PropertyPanel services={services} dataSource={dataSource} />
          </Box>
        </Flex>
      </DesignerDnd>
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>
    </Flex>
  );
}
