'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockServicesContext } from '../services/context.client';
import type { BlockServices, RenderMode } from '../services/types';
import { BlockPlaceholder } from './BlockPlaceholder';
import { type BlockIssue, logBlockEvent } from './log';

/** Props of {@link BlockBoundary}. */
export interface BlockBoundaryProps {
  type: string;
  id: string;
  mode: RenderMode;
  children: ReactNode;
}

function crashIssues(error: unknown): BlockIssue[] {
  return [{ path: '', message: error instanceof Error ? error.message : String(error) }];
}

interface BlockBoundaryState {
  issues: BlockIssue[] | null;
}

/**
 * The error boundary around one block: when the block throws while rendering, it logs
 * `block.crashed` through the services' `log` (from `BlockServicesProvider`) and renders nothing (production) or a placeholder (preview), so one
 * block's failure never takes the page down. A client component that can wrap server children.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  static override contextType = BlockServicesContext;
  declare context: BlockServices;
  override state: BlockBoundaryState = { issues: null };

  static getDerivedStateFromError(error: unknown): BlockBoundaryState {
    return { issues: crashIssues(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    logBlockEvent(this.context.log, {
      level: 'error',
      event: 'block.crashed',
      type: this.props.type,
      id: this.props.id,
      issues: crashIssues(error),
    });
  }

  override render(): ReactNode {
    const { issues } = this.state;
    if (issues === null) return this.props.children;
    if (this.props.mode !== 'preview') return null;
    return (
      <BlockPlaceholder
        event="block.crashed"
        type={this.props.type}
        id={this.props.id}
        issues={issues}
      />
    );
  }
}
