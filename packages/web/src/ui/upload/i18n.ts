import i18next from 'i18next';

const zhCN = {
  tooLarge: '文件过大：<={{size}} MB',
  badFormat: '请检查文件格式！',
  uploaded: '上传成功',
  failed: '上传失败',
  hint: '支持 {{types}}，不超过 {{size}} MB',
};
const enUS: typeof zhCN = {
  tooLarge: 'file too large: <={{size}} MB',
  badFormat: 'please check the format!',
  uploaded: 'upload succeeded',
  failed: 'upload failed',
  hint: '{{types}}, up to {{size}} MB',
};

/** Texts of the upload button (spec 5 and 8: size and format warnings, upload results). */
export const UPLOAD_NS = 'upload';
i18next.addResourceBundle('zh-CN', UPLOAD_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', UPLOAD_NS, enUS, true, true);
