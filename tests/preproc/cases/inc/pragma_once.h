#pragma once
int from_pragma_once;
#define ONCE 1
