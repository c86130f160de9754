// The header declares libFuzzer's driver; nothing to compile here.
