import './chat.css';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { IconButton, SvgIcon } from '@freelane/shared/ui';
import { ChatSettingsLoading } from './chat-settings-loading';

// The switches (antd) load when the panel first opens: the Messages page itself renders no antd.
const ChatSettingsPanel = lazy(() =>
  import('./chat-settings-panel').then((module) => ({ default: module.ChatSettingsPanel })),
);

/**
 * The chat settings (read receipts, showing when one is online), behind a gear beside the list's
 * title: a small panel under it, like a popover. Escape closes it and gives the focus back to the
 * gear; a click elsewhere closes it.
 */
export function ChatSettingsButton() {
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    root.current?.querySelector('button')?.focus();
  };

  return (
    <span ref={root} className="fl-chat-settings" onKeyDown={handleKeyDown}>
      <IconButton
        label="Chat settings"
        icon={<SvgIcon icon={SettingOutlined} size={14} />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      />
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="fl-chat-settings__panel"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div id={titleId} className="fl-chat-settings__title">
            Chat settings
          </div>
          <Suspense fallback={<ChatSettingsLoading />}>
            <ChatSettingsPanel />
          </Suspense>
        </div>
      )}
    </span>
  );
}
