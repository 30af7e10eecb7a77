import { useState, type ReactNode } from 'react';
import { Button, Popover } from 'antd';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  lang?: string;
}

interface ChoiceMenuProps<T extends string> {
  testId: string;
  /** What the trigger says to a screen reader after its visible content, e.g. "Dil: Türkçe". */
  label: string;
  trigger: ReactNode;
  value: T;
  choices: Choice<T>[];
  onChoose: (value: T) => void;
}

/**
 * A small menu button (role=menu / menuitemradio). Built on Popover rather than Dropdown so that the sign-in page,
 * which shows the language and scheme switches, does not load antd's Menu.
 */
export function ChoiceMenu<T extends string>({ testId, label, trigger, value, choices, onChoose }: ChoiceMenuProps<T>) {
  const [open, setOpen] = useState(false);
  const content = (
    <div role="menu" aria-label={label} style={{ display: 'flex', flexDirection: 'column', minWidth: 140 }}>
      {choices.map((c) => (
        <Button
          key={c.value}
          role="menuitem"
          type={c.value === value ? 'primary' : 'text'}
          ghost={false}
          aria-current={c.value === value || undefined}
          lang={c.lang}
          icon={c.icon}
          style={{ justifyContent: 'flex-start' }}
          onClick={() => {
            setOpen(false);
            onChoose(c.value);
          }}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight" arrow={false}>
      {/* The name comes from the content (what is shown, then the hidden label), not aria-label, so a voice-control
          user who says what they see ("TR") finds the button. */}
      <Button
        type="text"
        data-testid={testId}
        aria-haspopup="menu"
        aria-expanded={open}
        icon={
          <>
            {trigger}
            <span className="visually-hidden">{label}</span>
          </>
        }
      />
    </Popover>
  );
}
