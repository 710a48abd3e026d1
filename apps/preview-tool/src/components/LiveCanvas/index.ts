export { LiveCanvas, type LiveCanvasProps } from './LiveCanvas.client';
