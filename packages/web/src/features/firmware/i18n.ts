import i18next from 'i18next';

const zhCN = {
  version: '版本号',
  modelName: '设备型号',
  publishContent: '更新内容',
  published: '已发布',
  fileName: '文件名',
  size: '大小',
  sha256: 'SHA-256',
  publish: '发布',
  upload: '上传固件',
  file: '固件文件',
  chooseFile: '选择文件',
  fileRequired: '请选择固件文件',
  fileTooLarge: '固件文件不能超过 {{size}}',
  versionInvalid: '1 到 32 位字母、数字或 . _ + -',
  uploaded: '上传成功',
  uploadFailed: '上传失败',
  edit: '编辑更新内容 · {{version}}',
  publishedOn: '已发布',
  unpublished: '未发布',
};

const enUS: typeof zhCN = {
  version: 'Version',
  modelName: 'Device model',
  publishContent: 'Release notes',
  published: 'Published',
  fileName: 'File name',
  size: 'Size',
  sha256: 'SHA-256',
  publish: 'Publish',
  upload: 'Upload firmware',
  file: 'Firmware file',
  chooseFile: 'Choose file',
  fileRequired: 'Choose a firmware file',
  fileTooLarge: 'A firmware file is at most {{size}}',
  versionInvalid: '1 to 32 of letters, digits and . _ + -',
  uploaded: 'Uploaded',
  uploadFailed: 'Upload failed',
  edit: 'Edit release notes · {{version}}',
  publishedOn: 'Published',
  unpublished: 'Not published',
};

/** Texts of the firmware screen. */
export const FIRMWARE_NS = 'firmware';
i18next.addResourceBundle('zh-CN', FIRMWARE_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', FIRMWARE_NS, enUS, true, true);
