#ifndef TABLESTYLEKIT_CYAML_SHIM_H
#define TABLESTYLEKIT_CYAML_SHIM_H
#include <yaml.h>
#endif
