/**
 * The image viewer of the preview (spec 002 sections 2.7 and 9.1): the picture over the whole page
 * (z-index 10000), zoom in and out, rotate left and right, the previous and next picture of the list,
 * closed with its button or Escape.
 */
import { memo, useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { aboveDialogs } from './above-dialogs';
import { displayFileName } from '../../../api/files';
import type { UploadWords } from './words';

export interface ViewedImage {
  name: string;
  /** The address to load (resolved). */
  src: string;
}

export interface ImageViewerProps {
  images: ViewedImage[];
  start: number;
  onClose: () => void;
  u: UploadWords;
}

const ZOOM_STEP = 0.2;
const MIN_ZOOM = 0.2;
const MAX_ZOOM = 5;

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 10000,
  background: 'rgba(0,0,0,0.75)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  pointerEvents: 'auto',
};
const bar: CSSProperties = {
  position: 'absolute',
  bottom: 24,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: 4,
  padding: '6px 10px',
  borderRadius: 20,
  background: 'rgba(0,0,0,0.55)',
};
const tool: CSSProperties = { border: 'none', background: 'none', color: 'white', cursor: 'pointer', fontSize: '1rem', padding: '2px 8px' };

function ImageViewerImpl({ images, start, onClose, u }: ImageViewerProps) {
  const [at, setAt] = useState(Math.max(0, Math.min(images.length - 1, start)));
  const [zoom, setZoom] = useState(1);
  const [turn, setTurn] = useState(0);
  const image = images[at];

  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', keys);
    return () => document.removeEventListener('keydown', keys);
  }, [onClose]);

  if (!image) return null;
  const go = (to: number) => {
    setAt((to + images.length) % images.length);
    setZoom(1);
    setTurn(0);
  };
  const shown = displayFileName(image.name);
  const tools: [string, string, () => void][] = [
    [u('zoomOut'), '－', () => setZoom((z) => Math.max(MIN_ZOOM, +(z - ZOOM_STEP).toFixed(2)))],
    [u('zoomIn'), '＋', () => setZoom((z) => Math.min(MAX_ZOOM, +(z + ZOOM_STEP).toFixed(2)))],
    [u('rotateLeft'), '⟲', () => setTurn((t) => t - 90)],
    [u('rotateRight'), '⟳', () => setTurn((t) => t + 90)],
  ];
  return createPortal(
    <div
      ref={aboveDialogs}
      role="dialog"
      aria-modal="true"
      aria-label={shown}
      style={overlay}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <img
        src={image.src}
        alt={shown}
        data-zoom={zoom}
        data-rotate={turn}
        style={{ maxWidth: '90vw', maxHeight: '85vh', transform: `scale(${zoom}) rotate(${turn}deg)`, transition: 'transform 150ms ease' }}
      />
      <button
        type="button"
        aria-label={u('close')}
        onClick={onClose}
        style={{ ...tool, position: 'absolute', top: 16, right: 16, fontSize: '1.5rem' }}
      >
        ×
      </button>
      {images.length > 1 && (
        <>
          <button
            type="button"
            aria-label={u('previous')}
            onClick={() => go(at - 1)}
            style={{ ...tool, position: 'absolute', left: 16, fontSize: '2rem' }}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={u('next')}
            onClick={() => go(at + 1)}
            style={{ ...tool, position: 'absolute', right: 16, fontSize: '2rem' }}
          >
            ›
          </button>
        </>
      )}
      <div style={bar}>
        {tools.map(([label, glyph, act]) => (
          <button key={label} type="button" aria-label={label} title={label} onClick={act} style={tool}>
            {glyph}
          </button>
        ))}
      </div>
    </div>,
    document.body,
  );
}

export const ImageViewer = memo(ImageViewerImpl);
