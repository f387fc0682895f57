import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type ReactNode } from 'react';
import { useAdminText } from '../../../i18n/admin';
import { isAllowedHref } from './extensions';

interface Props {
  editor: Editor;
  disabled: boolean;
  onPickImage: () => void;
}

/** Formatting buttons; each shows whether it applies at the cursor (aria-pressed). */
export function EditorToolbar({ editor, disabled, onPickImage }: Props) {
  const t = useAdminText();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      link: e.isActive('link'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      table: e.isActive('table'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const mark = (label: string, active: boolean, run: () => void, icon: ReactNode) => (
    <Tooltip title={label}>
      <span>
        <ToggleButton value={label} size="small" selected={active} aria-label={label} aria-pressed={active} disabled={disabled} onChange={run}
          // A click keeps the editor's focus and selection: typing goes on in the text at once
          // (TipTap gives the focus back only on the next animation frame).
          onMouseDown={(e) => e.preventDefault()}
          sx={{ border: 0, minWidth: 36 }}>
          {icon}
        </ToggleButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" role="toolbar" aria-label={t('editor.formatting')} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.5, borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.paper', position: 'sticky', top: 0, zIndex: 1 }}>
      {mark(t('editor.h2'), state.h2, () => chain().toggleHeading({ level: 2 }).run(), <Box component="span" sx={{ fontWeight: 700, fontSize: 14 }}>H2</Box>)}
      {mark(t('editor.h3'), state.h3, () => chain().toggleHeading({ level: 3 }).run(), <Box component="span" sx={{ fontWeight: 700, fontSize: 14 }}>H3</Box>)}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {mark(t('editor.bold'), state.bold, () => chain().toggleBold().run(), <FormatBold fontSize="small" />)}
      {mark(t('editor.italic'), state.italic, () => chain().toggleItalic().run(), <FormatItalic fontSize="small" />)}
      {mark(t('editor.underline'), state.underline, () => chain().toggleUnderline().run(), <FormatUnderlined fontSize="small" />)}
      {mark(t('editor.strike'), state.strike, () => chain().toggleStrike().run(), <StrikethroughS fontSize="small" />)}
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {mark(t('editor.bullet'), state.bullet, () => chain().toggleBulletList().run(), <FormatListBulleted fontSize="small" />)}
      {mark(t('editor.ordered'), state.ordered, () => chain().toggleOrderedList().run(), <FormatListNumbered fontSize="small" />)}
      {mark(t('editor.quote'), state.quote, () => chain().toggleBlockquote().run(), <FormatQuote fontSize="small" />)}
      {mark(t('editor.table'), state.table, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), <TableChartOutlined fontSize="small" />)}
      <Tooltip title={t('editor.imageTip')}>
        <span>
          <IconButton size="small" aria-label={t('editor.image')} disabled={disabled} onClick={onPickImage}>
            <ImageOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton size="small" aria-label={t('editor.undo')} disabled={disabled || !state.undo} onClick={() => chain().undo().run()}>
        <Undo fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('editor.redo')} disabled={disabled || !state.redo} onClick={() => chain().redo().run()}>
        <Redo fontSize="small" />
      </IconButton>
      {state.table && (
        <Stack direction="row" spacing={0.5} sx={{ ml: 0.5 }}>
          <Button size="small" onClick={() => chain().addRowAfter().run()}>{t('editor.addRow')}</Button>
          <Button size="small" onClick={() => chain().addColumnAfter().run()}>{t('editor.addColumn')}</Button>
          <Button size="small" onClick={() => chain().deleteRow().run()}>{t('editor.deleteRow')}</Button>
          <Button size="small" onClick={() => chain().deleteColumn().run()}>{t('editor.deleteColumn')}</Button>
          <Button size="small" color="error" onClick={() => chain().deleteTable().run()}>{t('editor.deleteTable')}</Button>
        </Stack>
      )}
    </Stack>
  );
}

/** A link on the selection: address field in a popover; only the schemes the server keeps. */
function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled: boolean }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const t = useAdminText();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const valid = href.trim() === '' || isAllowedHref(href);
  const apply = () => {
    const value = href.trim();
    if (!valid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (value ? chain.setLink({ href: value }) : chain.unsetLink()).run();
    setOpen(false);
  };
  return (
    <>
      <Tooltip title={t('editor.link')}>
        <span>
          <ToggleButton
            ref={anchor}
            value="link"
            size="small"
            selected={active}
            aria-label={t('editor.link')}
            aria-pressed={active}
            disabled={disabled}
            sx={{ border: 0, minWidth: 36 }}
            onChange={() => {
              setHref((editor.getAttributes('link').href as string | undefined) ?? '');
              setOpen(true);
            }}
          >
            <InsertLink fontSize="small" />
          </ToggleButton>
        </span>
      </Tooltip>
      <Popover open={open} anchorEl={anchor.current} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Stack component="form" direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'flex-start' }} onSubmit={(e) => { e.preventDefault(); apply(); }}>
          <TextField
            autoFocus
            size="small"
            label={t('editor.linkAddress')}
            placeholder="https://…"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            error={!valid}
            helperText={t(valid ? 'editor.linkEmpty' : 'editor.linkInvalid')}
            sx={{ width: 280 }}
          />
          <Button type="submit" variant="contained" disabled={!valid}>
            {t('editor.apply')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
