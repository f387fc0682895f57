import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/core';
import { DOMParser as SchemaParser, DOMSerializer } from '@tiptap/pm/model';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './extensions';
import { lostTags } from './htmlFidelity';
import { editorContentSx } from './editorStyles';
import { useAdminText } from '../../../i18n/admin';
import { imageFiles, useInlineImages } from './useInlineImages';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Content images belong to a saved article; null for a new one. */
  articleId: number | null;
  error?: string;
  required?: boolean;
}

type Mode = 'visual' | 'source';

/**
 * The article body: a TipTap (ProseMirror) editor whose schema is the server sanitizer's subset,
 * images uploaded inline (paste, drop, toolbar), and an HTML source mode for the rare fix-up.
 * Loaded lazily by the article dialog, so TipTap stays out of every other bundle.
 */
export default function RichTextEditor({ label, value, onChange, onBlur, articleId, error, required }: RichTextEditorProps) {
  const t = useAdminText();
  const [mode, setMode] = useState<Mode>('visual');
  const [lost, setLost] = useState<string[]>([]);
  const emitted = useRef(value);
  const fileInput = useRef<HTMLInputElement>(null);
  const { progress, insertFiles } = useInlineImages(articleId);
  // The editor's handlers are bound once; they read the current uploader through this ref.
  const insertRef = useRef(insertFiles);
  insertRef.current = insertFiles;
  const labelId = 'rich-text-editor-label';
  const editorRef = useRef<Editor | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;

  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', spellcheck: 'true' },
      handlePaste: (_view, event): boolean => {
        const files = imageFiles(event.clipboardData?.files);
        return files.length > 0 && insertRef.current(editorRef.current!, files);
      },
      handleDrop: (view, event, _slice, moved): boolean => {
        if (moved) return false;
        const files = imageFiles(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        return insertRef.current(editorRef.current!, files, at);
      },
    },
    onCreate: ({ editor: e }) => {
      // Markup the editor cannot hold (a video iframe, a figure) opens in source: saving the visual
      // form would drop it without a word.
      const missing = value ? lostTags(value, e.getHTML()) : [];
      if (missing.length) {
        setLost(missing);
        setMode('source');
      }
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });
  editorRef.current = editor;

  // A value set from outside (a restored revision, a reset form) replaces the document.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    if (mode === 'visual') editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, mode, value]);

  const switchMode = (next: Mode | null) => {
    if (!editor || !next || next === mode) return;
    if (next === 'visual') {
      const missing = lostTags(value, htmlThroughEditor(editor, value));
      if (missing.length) {
        setLost(missing);
        return;
      }
      editor.commands.setContent(value, { emitUpdate: false });
    }
    setLost([]);
    setMode(next);
  };

  return (
    <Stack spacing={0.75}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <FormLabel id={labelId} required={required} error={Boolean(error)}>
          {label}
        </FormLabel>
        <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_e, next: Mode | null) => switchMode(next)} aria-label={t('editor.mode')}>
          <ToggleButton value="visual">{t('editor.visual')}</ToggleButton>
          <ToggleButton value="source">{t('editor.source')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {lost.length > 0 && (
        <Alert severity="warning" variant="outlined">
          {t('editor.lost', { tags: lost.join(', ') })}
        </Alert>
      )}
      <Box sx={{ border: '1px solid', borderColor: error ? 'error.main' : 'divider', borderRadius: 1, bgcolor: '#fffdf9', '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` } }}>
        {mode === 'visual' && editor && <EditorToolbar editor={editor} disabled={progress !== null} onPickImage={() => fileInput.current?.click()} />}
        {progress !== null && (
          <Box sx={{ px: 1.5, pt: 1 }} role="status">
            <Typography variant="body2" color="text.secondary">
              {t('images.uploading', { progress })}
            </Typography>
            <LinearProgress variant="determinate" value={progress} aria-label={t('images.progressLabel')} />
          </Box>
        )}
        <Box sx={[{ display: mode === 'visual' ? 'block' : 'none' }, editorContentSx as object]}>
          <EditorContent editor={editor} />
        </Box>
        {mode === 'source' && (
          <Box
            component="textarea"
            aria-label={t('editor.sourceOf', { label })}
            spellCheck={false}
            value={value}
            onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => {
              emitted.current = e.target.value;
              onChange(e.target.value);
            }}
            onBlur={onBlur}
            sx={{ display: 'block', width: '100%', minHeight: 360, resize: 'vertical', border: 0, outline: 0, p: 1.5, bgcolor: 'transparent', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13, lineHeight: 1.5, boxSizing: 'border-box' }}
          />
        )}
      </Box>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label={t('images.contentFile')}
        onChange={(e) => {
          const files = imageFiles(e.target.files);
          e.target.value = '';
          if (editor) insertFiles(editor, files);
        }}
      />
      <FormHelperText error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error || t(mode === 'visual' ? 'editor.visualHelp' : 'editor.sourceHelp')}
      </FormHelperText>
    </Stack>
  );
}

/** How the visual editor would hold `html`, without touching the open document. */
function htmlThroughEditor(editor: Editor, html: string): string {
  const probe = document.createElement('div');
  probe.innerHTML = html;
  // Parse with the editor's own schema: the same rules the visual mode applies.
  const doc = SchemaParser.fromSchema(editor.schema).parse(probe);
  const out = document.createElement('div');
  out.appendChild(DOMSerializer.fromSchema(editor.schema).serializeFragment(doc.content));
  return out.innerHTML;
}
